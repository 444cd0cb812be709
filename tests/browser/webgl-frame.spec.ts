import type { Page } from '@playwright/test'
import { commitsQuiet, liveQueryAnswered, quietValue, REACT_HOOK } from '../bench/page-boot.ts'
import { expect, GL_VIEWPORT, test } from './stage-override.ts'
import { openVirtual, pinRatio, settle, stageIdle } from './webgl.helpers.ts'

/**
 * Waits out a page's boot work and returns React's commit count after it: the live
 * content query answered (it may commit), the network quiet (late sections hydrated),
 * then no commit for a second.
 */
async function bootCommitsOver(page: Page): Promise<number> {
  await liveQueryAnswered(page)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
  return commitsQuiet(page)
}

/** From the page's start, GL calls of a moving frame, counted once `__calls` is an object. */
async function countGlCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __calls: Record<string, number> | null }
    w.__calls = null
    const proto = WebGL2RenderingContext.prototype as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >
    const counted = ['depthMask', 'enable', 'disable', 'blendFunc', 'uniform2f', 'uniform4f']
    for (const name of [...counted, 'drawElements']) {
      const original = proto[name]
      proto[name] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
        if (w.__calls) w.__calls[name] = (w.__calls[name] ?? 0) + 1
        return original?.apply(this, args)
      }
    }
  })
}

/**
 * GL calls counted while the track glides: the state three.js restores after every render
 * must be the planes' own (depth on, against no depth buffer), and the rect and image sizes
 * go up as one uniform, so a glide's frames are draws and their uniforms.
 */
async function expectGlideSetsNoState(page: Page): Promise<void> {
  await pinRatio(page)
  await stageIdle(page)
  await page.evaluate(() => {
    ;(window as unknown as { __calls: Record<string, number> }).__calls = {}
    window.__track?.scroll.scrollTo(innerWidth)
  })
  await settle(page)
  const calls = await page.evaluate(
    () => (window as unknown as { __calls: Record<string, number> }).__calls,
  )
  expect(calls.drawElements ?? 0).toBeGreaterThan(0)
  for (const name of ['depthMask', 'enable', 'disable', 'blendFunc']) {
    expect(calls[name] ?? 0, name).toBe(0)
  }
  // No pointer over the page: no uPointer upload either.
  expect(calls.uniform2f ?? 0).toBe(0)
  expect(calls.uniform4f ?? 0).toBeLessThanOrEqual(calls.drawElements ?? 0)
}

/** A glide of a third of a pixel draws nothing; one of 40 px is drawn. */
async function expectSubpixelGlideDrawsNothing(page: Page): Promise<void> {
  await pinRatio(page, 1)
  await page.evaluate(() => window.__track?.scroll.jumpTo(2000))
  await stageIdle(page)
  // Every draw call of the canvas counted, and every frame of the glide.
  await page.evaluate(() => {
    const w = window as unknown as { __draws: number; __gliding: number }
    const gl = document.querySelector('canvas')?.getContext('webgl2') as WebGL2RenderingContext
    const draw = gl.drawElements.bind(gl)
    w.__draws = 0
    w.__gliding = 0
    gl.drawElements = (...args: Parameters<typeof draw>) => {
      w.__draws++
      draw(...args)
    }
    const sample = () => {
      const s = window.__track?.scroll
      if (s && s.current !== s.target) w.__gliding++
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  const counts = () =>
    page.evaluate(() => {
      const w = window as unknown as { __draws: number; __gliding: number }
      return { draws: w.__draws, gliding: w.__gliding }
    })
  // A third of a pixel: the track glides there over many frames, every one of them
  // drawn at the pixel it started on.
  await page.evaluate(() => window.__track?.scroll.scrollTo(2000.3))
  await settle(page)
  const still = await counts()
  expect(still.gliding).toBeGreaterThan(5)
  expect(still.draws).toBe(0)
  // A glide of 40 px is drawn.
  await page.evaluate(() => window.__track?.scroll.scrollTo(2040))
  await settle(page)
  expect((await counts()).draws).toBeGreaterThan(0)
}

/** Pictures in view drawn by the canvas, given back, reloaded at another size: no layout. */
async function expectPictureChangesLayNothingOut(page: Page): Promise<void> {
  // At the start, where the first pictures are in view (the work list skips groups away
  // from the view, and a change inside a skipped one would lay out nothing anyway).
  await page.evaluate(() => window.__track?.scroll.jumpTo(0))
  await settle(page)
  await pinRatio(page)
  await liveQueryAnswered(page)
  await stageIdle(page)
  // Chromium's own count of layouts run (a whole-page one each, on a long track).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const layouts = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((m) => m.name === 'LayoutCount')?.value ?? Number.NaN
  }
  // Counted from a quiet second: on a loaded machine the page's own boot work (a late
  // section, the live refresh's commit) can still lay out here.
  const before = await quietValue(layouts)
  const changes = await page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const media = Array.from(document.querySelectorAll<HTMLElement>('.media')).slice(0, 4)
    let changed = 0
    for (const el of media) {
      const img = el.querySelector('img')
      if (!img) continue
      // Drawn by the canvas, then given back; loaded, then waiting again, then loaded.
      el.classList.toggle('is-gl-drawn')
      await frames()
      el.classList.toggle('is-gl-drawn')
      el.toggleAttribute('data-loaded')
      await frames()
      el.toggleAttribute('data-loaded')
      // A picture arriving at another size (as a deferred one arrives from nothing).
      const url = new URL(img.currentSrc || img.src)
      url.searchParams.set('w', '96')
      url.searchParams.delete('h')
      img.removeAttribute('srcset')
      img.src = url.href
      await img.decode()
      await frames()
      changed++
    }
    return changed
  })
  expect(changes).toBe(4)
  expect(await layouts()).toBe(before)
}

test.describe('desktop WebGL track', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')
  test.use({ viewport: GL_VIEWPORT })

  // One visit to /work, its GL calls counted from the start, for three frame rules.
  test("a moving frame sets no GL state and uploads each drawn plane's sizes at most once; a glide that moves nothing by a device pixel draws nothing: no frame repeats the last one; pictures that load, fade in, or hide under their planes lay nothing out", async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await countGlCalls(page)
    await openVirtual(page, '/work')
    await test.step('a moving frame sets no GL state, each size uploaded at most once', () =>
      expectGlideSetsNoState(page))
    await test.step('a glide of less than a device pixel draws nothing', () =>
      expectSubpixelGlideDrawsNothing(page))
    await test.step('pictures that load, fade in or hide under their planes lay nothing out', () =>
      expectPictureChangesLayNothingOut(page))
  })

  test('a wheel scroll commits nothing in React, pictures loading meanwhile included', async ({
    page,
  }) => {
    await page.addInitScript(REACT_HOOK)
    for (const path of ['/work', '/']) {
      await openVirtual(page, path)
      await page.waitForFunction(() => window.__stage !== undefined)
      await page.mouse.move(720, 30)
      // The page's own boot work commits (late-hydrating sections, the live content
      // refresh after the load event): on a loaded machine it can land in the wheel.
      // Counted from when it is over; the pictures further along have not loaded yet.
      const before = await bootCommitsOver(page)
      const loadedBefore = await page.locator('[data-plane][data-loaded]').count()
      // At least 1.5 s of wheel, and on until pictures have arrived meanwhile (a loaded
      // machine gets fewer wheel events through, and home's expand takes the first ones).
      const started = Date.now()
      const loadedNow = () => page.locator('[data-plane][data-loaded]').count()
      while (
        Date.now() - started < 1500 ||
        (Date.now() - started < 15_000 && (await loadedNow()) <= loadedBefore)
      ) {
        await page.mouse.wheel(0, 120)
        await page.waitForTimeout(30)
      }
      await settle(page)
      await stageIdle(page)
      const after = await page.evaluate(
        () => (window as unknown as { __commits: number }).__commits,
      )
      expect(await page.locator('[data-plane][data-loaded]').count(), path).toBeGreaterThan(
        loadedBefore,
      )
      expect(after - before, `${path}: React commits`).toBe(0)
    }
  })
})
