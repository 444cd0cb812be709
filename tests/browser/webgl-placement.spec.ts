import type { Page } from '@playwright/test'
import { expect, forcedGlPage, GL_VIEWPORT, skipOnMobile, test } from './stage-override.ts'
import {
  canvasHides,
  countCanvasHides,
  expectNoStrayGoingToAbout,
  expectPlanesOnElementsWhileWheeling,
  gpuObjects,
  openVirtual,
  pinRatio,
  settle,
  stageIdle,
} from './webgl.helpers.ts'
import { comparePlanes, distance, glAndDom, pixel } from './webgl-pixels.helpers.ts'

test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')

/**
 * Compares the canvas with the DOM at rest positions that put image planes in view: a little
 * before each of the first three image planes, and one two thirds along the track; each
 * also after a native scroll. Returns how many planes it compared.
 */
async function comparePlanesAlong(page: Page, path: string): Promise<number> {
  await pinRatio(page)
  // A cold server may measure the loading page first: wait for the content's planes.
  await page.waitForFunction(
    () =>
      (window.__track?.layout().planes.filter((p) => p.el.querySelector('img')).length ?? 0) > 1,
  )
  const positions = await page.evaluate(() => {
    const layout = window.__track?.layout()
    if (!layout) return []
    const starts = layout.planes
      .filter((p) => p.el.querySelector('img'))
      .slice(0, 3)
      .map((p) => Math.max(0, p.x - 120))
    return [...starts, layout.limit * 0.66]
  })
  expect(positions.length, `${path}: image planes`).toBeGreaterThan(1)
  let checked = 0
  for (const position of positions) {
    await page.evaluate((p) => window.__track?.scroll.jumpTo(p), position)
    await settle(page)
    await comparePlanes(page, path)
    // A native scroll (find-in-page, focus) jumps the virtual position with nothing
    // else moving: the planes, textures already loaded, must follow it at once.
    await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('main.scroller')
      if (scroller) scroller.scrollLeft = 240
    })
    await settle(page)
    checked += await comparePlanes(page, path)
  }
  return checked
}

// The pixel comparisons run at 1440 px, where whole pictures fit in each view compared.
test.describe('desktop WebGL track: home, then /work, compared with the DOM', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser }, info) => {
    skipOnMobile(info)
    page = await forcedGlPage(browser, { width: 1440, height: 900 })
    await openVirtual(page, '/')
  })
  test.afterAll(async () => {
    await page?.context().close()
  })

  test('hidden DOM images stay in the accessibility tree; the canvas is aria-hidden', async () => {
    await stageIdle(page)
    await expect(page.locator('.webgl-stage')).toHaveAttribute('aria-hidden', 'true')
    const img = page.locator('[data-plane].is-gl-drawn > img').first()
    await expect(img).toHaveCount(1)
    const style = await img.evaluate((el) => {
      const s = getComputedStyle(el)
      return { display: s.display, visibility: s.visibility, opacity: s.opacity }
    })
    expect(style).toEqual({ display: 'block', visibility: 'visible', opacity: '0' })
    const alt = await img.getAttribute('alt')
    if (alt) await expect(page.getByRole('img', { name: alt }).first()).toBeAttached()
    expect(
      await page
        .locator('.webgl-stage canvas')
        .evaluate((c) => getComputedStyle(c.parentElement?.parentElement ?? c).pointerEvents),
    ).toBe('none')
  })

  test('the canvas draws each visible image exactly where its DOM element is', async () => {
    test.setTimeout(180_000)
    expect(await comparePlanesAlong(page, '/'), '/: planes compared').toBeGreaterThan(0)
    await openVirtual(page, '/work')
    expect(await comparePlanesAlong(page, '/work'), '/work: planes compared').toBeGreaterThan(0)
  })
})

test.describe('desktop WebGL track', () => {
  test('pictures inside coloured sections are planes too, over the section drawn by the canvas', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openVirtual(page, '/about')
    await pinRatio(page)
    for (const section of ['.about-studios', '.about-clients']) {
      await page.evaluate((selector) => {
        const el = document.querySelector(selector)
        const track = document.querySelector('[data-track]')
        if (!el || !track) return
        const x = el.getBoundingClientRect().left - track.getBoundingClientRect().left
        window.__track?.scroll.jumpTo(x)
      }, section)
      await settle(page)
      await stageIdle(page)
      // Every picture in view is drawn by the canvas; none is left to the DOM.
      const inView = await page.evaluate((selector) => {
        const out = { drawn: 0, dom: 0 }
        for (const el of Array.from(
          document.querySelectorAll<HTMLElement>(`${selector} [data-plane]`),
        )) {
          const r = el.getBoundingClientRect()
          if (r.right <= 0 || r.left >= innerWidth) continue
          if (el.classList.contains('is-gl-drawn')) out.drawn++
          else out.dom++
        }
        return out
      }, section)
      expect(inView.drawn, section).toBeGreaterThan(0)
      expect(inView.dom, section).toBe(0)
      expect(await comparePlanes(page, section)).toBeGreaterThan(0)
      // The section's own colour, in its padding, is the canvas's and matches the DOM's.
      const corner = await page.evaluate((selector) => {
        const r = document.querySelector(selector)?.getBoundingClientRect()
        return r ? { x: Math.max(r.left, 0) + 12, y: r.top + 12 } : null
      }, section)
      expect(corner).not.toBeNull()
      const { gl, dom } = await glAndDom(page)
      const x = corner?.x ?? 0
      const y = corner?.y ?? 0
      expect(distance(pixel(gl, x, y), pixel(dom, x, y)), `${section} background`).toBeLessThan(4)
    }
    // Sections and pictures draw with one program: a scroll never meets a new one.
    expect((await gpuObjects(page)).programs).toBe(1)
  })
})

/**
 * The planes of /work at rest, then moving, resized and left, in one visit at 1024×640: each
 * test starts from where the last one left the track, where its own point holds.
 */
test.describe('desktop WebGL track: one visit of /work', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser }, info) => {
    skipOnMobile(info)
    page = await forcedGlPage(browser, GL_VIEWPORT)
    await openVirtual(page, '/work')
  })
  test.afterAll(async () => {
    await page?.context().close()
  })

  test('off screen a plane is drawn only until its DOM image is handed over; on screen, every handed-over picture is drawn', async () => {
    test.setTimeout(120_000)
    await pinRatio(page)
    await stageIdle(page)
    const atRest = await page.evaluate(() =>
      (window.__stage?.placed() ?? [])
        .filter((p) => p.kind === 'image')
        .map((p) => ({
          shown: p.shown,
          hidden: p.hidden,
          onScreen: p.left < innerWidth && p.left + p.width > 0,
        })),
    )
    // Pictures ahead of the view were drawn once (their DOM image is hidden already)...
    expect(atRest.filter((p) => p.hidden && !p.onScreen).length).toBeGreaterThan(0)
    // ...and the canvas no longer draws them: every plane it draws is on screen.
    expect(atRest.filter((p) => p.shown).length).toBeGreaterThan(0)
    expect(atRest.filter((p) => p.shown && !p.onScreen)).toEqual([])
    await expectNoHoleWhileWheeling(page)
  })

  test('during a wheel scroll every shown plane sits within 1 px of its element, each frame', async () => {
    await stageIdle(page)
    await expectPlanesOnElementsWhileWheeling(page)
  })

  test('a card that changes size hides the canvas until the track re-measures, then every plane sits on its element', async () => {
    // The first card in view again.
    await page.evaluate(() => window.__track?.scroll.jumpTo(0))
    await settle(page)
    await page.waitForFunction(() => window.__stage?.read().settled === true)
    await stageIdle(page)
    await expectResizedCardReplaced(page)
  })

  test('after a route change no frame shows the previous page’s planes', async () => {
    await page.evaluate(() => window.__track?.scroll.jumpTo(700))
    await settle(page)
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
    // Sample every frame from the click until well after the new page's rebuild.
    await expectNoStrayGoingToAbout(page)
    // And the new page's planes draw once measured.
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
  })
})

/**
 * While a wheel moves the track, no frame leaves a hole: a picture on screen whose DOM image
 * is hidden is drawn by the canvas in that frame.
 */
async function expectNoHoleWhileWheeling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __holes: number; __frames: number; __sampling: boolean }
    w.__holes = 0
    w.__frames = 0
    w.__sampling = true
    const sample = () => {
      w.__frames++
      for (const p of window.__stage?.placed() ?? []) {
        const onScreen = p.left < innerWidth && p.left + p.width > 0
        if (p.kind === 'image' && p.hidden && onScreen && !p.shown) w.__holes++
      }
      if (w.__sampling) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await page.mouse.move(700, 400)
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 120)
    await page.waitForTimeout(40)
  }
  await settle(page)
  const sampled = await page.evaluate(() => {
    const w = window as unknown as { __holes: number; __frames: number; __sampling: boolean }
    w.__sampling = false
    return { holes: w.__holes, frames: w.__frames }
  })
  expect(sampled.frames).toBeGreaterThan(20)
  expect(sampled.holes).toBe(0)
}

/**
 * The first card, in view, grows 200 px: everything after it moves, the track widens. No
 * frame drew a plane on its old rect meanwhile (the canvas stepped aside), and once redrawn
 * every plane sits on its element.
 */
async function expectResizedCardReplaced(page: Page): Promise<void> {
  await countCanvasHides(page)
  const limit = () => page.evaluate(() => window.__track?.layout().limit ?? 0)
  const before = await limit()
  await page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('.work-card')
    if (card)
      card.style.paddingRight = `${Number.parseFloat(getComputedStyle(card).paddingRight) + 200}px`
  })
  await expect.poll(limit).toBeGreaterThan(before + 199)
  expect(await limit()).toBeLessThan(before + 201)
  expect(await canvasHides(page)).toBeGreaterThan(0)
  await page.evaluate(() => window.__stage?.redraw())
  await stageIdle(page)
  const offsets = await page.evaluate(() =>
    (window.__stage?.placed() ?? [])
      .filter((p) => p.shown && p.kind === 'image')
      .map((p) => {
        const r = p.el.getBoundingClientRect()
        return Math.max(Math.abs(r.left - p.left), Math.abs(r.width - p.width))
      }),
  )
  expect(offsets.length).toBeGreaterThan(0)
  expect(Math.max(...offsets)).toBeLessThan(1)
}
