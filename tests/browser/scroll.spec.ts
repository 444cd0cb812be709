import type { Page } from '@playwright/test'
import { holdRequests } from './embeds-helpers.ts'
import { expect, forcedGlPage, skipOnMobile, test } from './stage-override.ts'
import { openVirtual, readTrack, settle, stageIdle, translateX } from './webgl.helpers.ts'

// The desktop virtual scroll (≥ 1024 px). Below 1024 px the track scrolls natively:
// that is the chrome's and the mobile specs' business.
test.skip(({ isMobile }) => isMobile, 'desktop virtual scroll only')

test('a wheel gesture over the track lands on one shield, which gives hover and clicks back when the gesture ends', async ({
  page,
}) => {
  // Lowering it on a mouse move or press is the unit tests' (wheel-shield.test.ts): here,
  // on a busy machine, the gesture's end may come first and no test could tell which.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openVirtual(page, '/work')
  // Over a card, where a visitor's mouse is when they wheel.
  await page.mouse.move(720, 450)
  const overTrack = () =>
    page.evaluate(() => document.elementFromPoint(720, 450)?.closest('[data-track]') !== null)
  await expect.poll(overTrack).toBe(true)
  await page.evaluate(() => {
    const w = window as unknown as { __wheels: Wheel[] }
    w.__wheels = []
    const shield = () => document.querySelector<HTMLElement>('.wheel-shield')
    const where = (el: Element | null) =>
      el?.closest('.wheel-shield') ? 'shield' : el?.closest('[data-track]') ? 'track' : 'other'
    // Capture: before the track's handler, as the browser dispatched it.
    window.addEventListener(
      'wheel',
      (e) => {
        w.__wheels.push({
          raisedBefore: shield()?.style.pointerEvents === 'auto',
          target: where(e.target as Element),
          after: '',
        })
      },
      { capture: true },
    )
    // Bubble, registered after the track's handler: what the point holds once it ran.
    window.addEventListener('wheel', (e) => {
      const last = w.__wheels.at(-1)
      if (last) last.after = where(document.elementFromPoint(e.clientX, e.clientY))
    })
  })
  const wheels = () => page.evaluate(() => (window as unknown as { __wheels: Wheel[] }).__wheels)
  // The first goes to the card under the mouse, and raises the shield over the page.
  await page.mouse.wheel(0, 60)
  await expect.poll(wheels).toEqual([{ raisedBefore: false, target: 'track', after: 'shield' }])
  // Bursts until one event comes while the shield is up (the first burst, unless the
  // machine is too busy to send two wheel events within a gesture).
  for (let burst = 0; burst < 8 && !(await wheels()).some((w) => w.raisedBefore); burst++) {
    await page.waitForTimeout(200)
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 60)
  }
  const seen = await wheels()
  expect(seen.some((w) => w.raisedBefore)).toBe(true)
  for (const w of seen) {
    // Each one the track takes leaves the shield over the point...
    expect(w.after).toBe('shield')
    // ...and each one that comes while it is up lands on it, not deep in the track.
    if (w.raisedBefore) expect(w.target).toBe('shield')
  }
  // The gesture's end gives the page back: hover, and a click that reaches the card's link.
  await expect.poll(overTrack).toBe(true)
  const href = await page.evaluate(
    () => document.elementFromPoint(720, 450)?.closest('a')?.getAttribute('href') ?? null,
  )
  expect(href).toMatch(/^\/work\/./)
  await page.mouse.click(720, 450)
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

interface Wheel {
  raisedBefore: boolean
  target: string
  after: string
}

test('a click pressed on the shield right after a wheel, with no move, reaches the link under it', async ({
  page,
}) => {
  // Reduced motion: each wheel tick lands in its frame, so the track is still at the press.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  let press: Press | null = null
  // The press must come while the shield is up (within its hold after the last tick); on a
  // busy machine it may lower first, and the press then proves nothing: try again.
  for (let attempt = 0; attempt < 5 && press?.on !== 'shield'; attempt++) {
    await openVirtual(page, '/work')
    // The canvas's start (its context and first uploads) is over: its tasks would delay the
    // press past the shield's window on a loaded machine.
    await stageIdle(page)
    await page.mouse.move(720, 450)
    await page.evaluate(() => {
      const w = window as unknown as { __press: Press | null }
      w.__press = null
      // Bubble phase, after the shield's own handler lowered it: the point then shows what
      // the press was meant for.
      window.addEventListener('pointerdown', (e) => {
        const on = (e.target as Element).closest('.wheel-shield') ? 'shield' : 'page'
        const link = document.elementFromPoint(e.clientX, e.clientY)?.closest('a')
        w.__press = { on, href: link?.getAttribute('href') ?? null }
      })
    })
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 60)
    await page.mouse.down()
    await page.mouse.up()
    press = await page.evaluate(() => (window as unknown as { __press: Press | null }).__press)
  }
  expect(press?.on).toBe('shield')
  expect(press?.href).toMatch(/^\/work\/./)
  await expect(page).toHaveURL(new RegExp(`${press?.href}$`))
})

interface Press {
  on: 'shield' | 'page'
  href: string | null
}

test('focus moved before the virtual track starts is brought into view when it does', async ({
  page,
}) => {
  // The virtual track's chunk is held back: a keyboard visitor quicker than the page.
  const { release } = await holdRequests(page, '**/assets/desktop-mode-*.js')
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const last = page.locator('main a[href]').last()
  await last.focus()
  expect(await page.evaluate(() => window.__track === undefined)).toBe(true)
  // Whatever the browser scrolled natively for it (nothing, when the focus came before
  // the first layout): the focused element's own position decides.
  await page.evaluate(() => {
    const scroller = document.querySelector('main.scroller')
    if (scroller) scroller.scrollLeft = 0
  })
  release()
  await page.waitForFunction(() => (window.__track?.layout().limit ?? 0) > 0)
  const t = await settle(page)
  expect(t.current).toBeGreaterThan(0)
  await expect(last).toBeFocused()
  const box = await last.boundingBox()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 1e9) + (box?.width ?? 0)).toBeLessThanOrEqual(1440)
})

/** The panel at the viewport's start edge and how far into it, read from the DOM. */
function panelAtStart(page: Page) {
  return page.evaluate(() => {
    const panels = Array.from(document.querySelectorAll('[data-track] > *'))
    for (let i = 0; i < panels.length; i++) {
      const r = panels[i]?.getBoundingClientRect()
      if (r && r.width > 0 && r.right > 1) {
        return { index: i, fraction: Math.max(0, -r.left) / r.width }
      }
    }
    return null
  })
}

/**
 * Back at the track's start, at rest, with nothing focused: where each test of a shared visit
 * begins (a focused field keeps the scroller's native scroll its own).
 */
async function backToTheStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.__track?.scroll.jumpTo(0)
  })
  await settle(page)
}

/** A jump into the third panel, then resizes above and below 1024 px: the same panel at the start edge. */
async function expectSamePanelAcrossResizes(page: Page): Promise<void> {
  const target = await page.evaluate(() => {
    const layout = window.__track?.layout()
    const panel = layout?.panels[2] ?? layout?.panels[1]
    return panel ? panel.start + panel.width * 0.4 : 0
  })
  await page.evaluate((x) => window.__track?.scroll.jumpTo(x), target)
  await settle(page)
  const before = await panelAtStart(page)
  expect(before?.index ?? 0).toBeGreaterThan(0)

  // A resize above 1024 px re-anchors after the rebuild (100 + 50 ms).
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.waitForFunction(() => window.__track?.layout().viewportWidth === 1280)
  await settle(page)
  await expect.poll(async () => (await panelAtStart(page))?.index).toBe(before?.index)

  // Below 1024 px: native scrolling takes over on the same panel (polled: on a busy
  // machine the narrow layout may still be settling when the class goes).
  await page.setViewportSize({ width: 900, height: 800 })
  await page.waitForFunction(() => !document.documentElement.classList.contains('is-virtual'))
  await expect.poll(async () => (await panelAtStart(page))?.index).toBe(before?.index)
  expect(
    await page.evaluate(() => document.querySelector('main')?.scrollLeft ?? 0),
  ).toBeGreaterThan(0)

  // And back up: the virtual track opens on it again.
  // The native anchor is taken once a scroll settles (120 ms debounce): let it.
  await page.waitForTimeout(1000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.waitForFunction(() => document.documentElement.classList.contains('is-virtual'))
  await settle(page)
  expect((await panelAtStart(page))?.index).toBe(before?.index)
}

/** Arrow keys step 0.05 of the track under reduced motion; End, Home, PageDown and Shift+Space. */
async function expectKeySteps(page: Page): Promise<void> {
  // Reduced motion: each key lands in one frame, so the positions are exact at once.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect.poll(() => page.evaluate(() => window.__track?.scroll.reducedMotion)).toBe(true)
  await page.locator('main').focus()
  await page.keyboard.press('ArrowRight')
  let t = await settle(page)
  expect(t.current).toBeCloseTo(0.05 * t.limit, 0)
  await page.keyboard.press('ArrowLeft')
  t = await settle(page)
  expect(t.current).toBe(0)
  await page.keyboard.press('End')
  t = await settle(page)
  expect(t.current).toBe(t.limit)
  expect(t.atEnd).toBe(true)
  await page.keyboard.press('Home')
  t = await settle(page)
  expect(t.current).toBe(0)
  expect(t.atEnd).toBe(false)
  await page.keyboard.press('PageDown')
  t = await settle(page)
  expect(t.current).toBeGreaterThan(1000)
  await page.keyboard.press('Shift+Space')
  t = await settle(page)
  expect(t.current).toBe(0)
}

/** A visit of `path` shared by the tests of the enclosing serial describe; its page's getter. */
function visitOnce(path: string): () => Page {
  let page: Page | undefined
  test.beforeAll(async ({ browser }, info) => {
    skipOnMobile(info)
    page = await forcedGlPage(browser, { width: 1440, height: 900 })
    await openVirtual(page, path)
  })
  test.afterAll(async () => {
    await page?.context().close()
  })
  return () => {
    if (!page) throw new Error(`no visit of ${path}`)
    return page
  }
}

/** The wheel, keys in a field, native scroll and resizes on one visit of /about. */
function inputTests(visit: () => Page): void {
  test('Ctrl+wheel is left to the browser', async () => {
    const page = visit()
    const prevented = await page.evaluate(() => {
      const e = new WheelEvent('wheel', {
        deltaY: 100,
        ctrlKey: true,
        cancelable: true,
        bubbles: true,
      })
      document.querySelector('[data-track]')?.dispatchEvent(e)
      return e.defaultPrevented
    })
    expect(prevented).toBe(false)
    expect((await readTrack(page)).target).toBe(0)
  })

  test('keys typed into a field do not scroll the track', async () => {
    const page = visit()
    await backToTheStart(page)
    await page.evaluate(() => {
      const input = document.createElement('input')
      input.id = 'probe-input'
      input.setAttribute('aria-label', 'probe')
      document.querySelector('[data-track] > *')?.prepend(input)
    })
    await page.locator('#probe-input').focus()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    expect((await readTrack(page)).target).toBe(0)
  })

  test('native scrolling of the scroller (find-in-page, focus) becomes virtual', async () => {
    const page = visit()
    await backToTheStart(page)
    const before = await page.evaluate(() => {
      const el = document.querySelector('[data-track] h1, [data-track] h2')
      return el?.getBoundingClientRect().left ?? 0
    })
    await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('main.scroller')
      if (scroller) scroller.scrollLeft = 300
    })
    await expect.poll(async () => (await readTrack(page)).scrollLeft).toBe(0)
    const t = await settle(page)
    expect(t.current).toBeCloseTo(300, 0)
    const after = await page.evaluate(() => {
      const el = document.querySelector('[data-track] h1, [data-track] h2')
      return el?.getBoundingClientRect().left ?? 0
    })
    expect(after).toBeCloseTo(before - 300, 0)
  })

  test('a horizontal wheel moves 0.001 progress per delta', async () => {
    const page = visit()
    await backToTheStart(page)
    await page.mouse.move(720, 30)
    await page.mouse.wheel(50, 0)
    const after = await settle(page)
    // 50 × 0.001 = 0.05 of the track; a snap may only carry it further forward.
    expect(after.target).toBeGreaterThanOrEqual(0.05 * after.limit - 1)
    expect(after.target).toBeLessThan(0.05 * after.limit + 0.2 * 1440 + 1)
  })

  test('resizing and crossing 1024 px keep the same content in view', async () => {
    const page = visit()
    await backToTheStart(page)
    await expectSamePanelAcrossResizes(page)
  })
}

/** Reduced motion switched on live, then the route change (last: it leaves the page). */
function motionAndRouteTests(visit: () => Page): void {
  test('reduced motion: the track jumps with no damping, followed live', async () => {
    const page = visit()
    await backToTheStart(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(() => page.evaluate(() => window.__track?.scroll.reducedMotion)).toBe(true)
    await page.locator('main').focus()
    await page.keyboard.press('ArrowRight')
    // No damping: the very next frame draws the target.
    const jumped = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const s = window.__track?.scroll
              resolve(s !== undefined && s.target > 0 && s.current === s.target)
            }),
          ),
        ),
    )
    expect(jumped).toBe(true)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await expect.poll(() => page.evaluate(() => window.__track?.scroll.reducedMotion)).toBe(false)
  })

  test('arrow keys move 0.05 progress; End and Home reach the ends', async () => {
    const page = visit()
    await backToTheStart(page)
    await expectKeySteps(page)
  })

  test('a route change starts the new page at its start', async () => {
    const page = visit()
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await backToTheStart(page)
    await page.locator('main').focus()
    await page.keyboard.press('End')
    await settle(page)
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'work', exact: true })
      .click()
    await expect(page).toHaveURL(/\/work$/)
    const t = await settle(page)
    expect(t.current).toBe(0)
  })
}

/** The wheel from the start, the work section, Tab, and a #fragment last (it navigates). */
function homeTests(visit: () => Page): void {
  test('a vertical wheel moves the DOM track and the shared track state', async () => {
    const page = visit()
    const before = await readTrack(page)
    expect(before.current).toBe(0)
    await page.mouse.move(720, 30)
    await page.mouse.wheel(0, 600)
    await expect.poll(async () => translateX((await readTrack(page)).translate)).toBeLessThan(-300)
    const after = await settle(page)
    expect(after.target).toBeGreaterThanOrEqual(600)
    expect(after.progress).toBeCloseTo(after.current / after.limit, 5)
    expect(translateX(after.translate)).toBeCloseTo(-after.current, 0)
    expect(after.scrollLeft).toBe(0)
  })

  test('the home work section expands past the first section and collapses back', async () => {
    const page = visit()
    await backToTheStart(page)
    const section = page.locator('[data-expanded]')
    await expect(section).toHaveAttribute('data-expanded', 'false')
    const firstWidth = await page.evaluate(() => window.__track?.layout().firstWidth ?? 0)
    await page.evaluate((x) => window.__track?.scroll.scrollTo(x), firstWidth)
    await expect(section).toHaveAttribute('data-expanded', 'true')
    await expect(section).toHaveAttribute('data-show-text', 'true')
    await page.evaluate(() => window.__track?.scroll.scrollTo(0))
    await expect(section).toHaveAttribute('data-expanded', 'false')
  })

  test('Tab brings an off-screen link fully into view, clear of the edges', async () => {
    const page = visit()
    await backToTheStart(page)
    const viewport = page.viewportSize() ?? { width: 1440, height: 900 }
    // Tab until focus reaches a link that starts beyond the first screen.
    let found = false
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('Tab')
      const info = await page.evaluate(() => {
        const el = document.activeElement
        const track = document.querySelector('[data-track]')
        if (!el || !track?.contains(el)) return null
        const s = window.__track?.scroll
        const r = el.getBoundingClientRect()
        const trackLeft = track.getBoundingClientRect().left
        return { start: r.left - trackLeft, target: s?.target ?? 0 }
      })
      if (info && info.start > viewport.width * 1.5) found = true
    }
    expect(found).toBe(true)
    await settle(page)
    const rect = await page.evaluate(() => {
      const r = document.activeElement?.getBoundingClientRect()
      return r ? { left: r.left, right: r.right } : null
    })
    expect(rect).not.toBeNull()
    expect(rect?.left ?? -1).toBeGreaterThanOrEqual(63)
    expect(rect?.right ?? 1e9).toBeLessThanOrEqual(viewport.width - 95)
    expect((await readTrack(page)).scrollLeft).toBe(0)
  })

  test('a #fragment lands on its target, with no native offset left behind', async () => {
    const page = visit()
    await backToTheStart(page)
    const id = await page.evaluate(() => {
      const vw = window.innerWidth
      const candidates = Array.from(document.querySelectorAll<HTMLElement>('[data-track] [id]'))
      return candidates.find((el) => el.getBoundingClientRect().left > vw * 2)?.id ?? null
    })
    expect(id).not.toBeNull()
    await page.evaluate((hash) => {
      location.hash = hash
    }, `#${id}`)
    await settle(page)
    const box = await page.locator(`[id="${id}"]`).boundingBox()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect(box?.x ?? 1e9).toBeLessThan(200)
    expect((await readTrack(page)).scrollLeft).toBe(0)

    // And on arrival: a deep link opens at its target.
    await page.goto(`/about`)
    await openVirtual(page, `/#${id}`)
    await settle(page)
    const landed = await page.locator(`[id="${id}"]`).boundingBox()
    expect(landed?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect(landed?.x ?? 1e9).toBeLessThan(200)
  })
}

// Each test of a shared visit starts back at the track's start (the first ones find it
// there); those that need reduced motion switch it on live and wait for the track to follow.
const serial = test.describe.serial

serial('on one visit of /about', () => {
  const visit = visitOnce('/about')
  inputTests(visit)
  motionAndRouteTests(visit)
})

serial('on one visit of home', () => homeTests(visitOnce('/')))
