import type { Browser } from '@playwright/test'
import { forceGl, LONG_TASKS, liveQueryAnswered, waitIdle } from './page-boot.ts'

export interface FirstVisit {
  /** From navigation to the first frame in which the canvas drew a plane, ms. */
  firstCanvasPaint: number
  /** From navigation to the first frame with every image plane in view drawn, ms. */
  planesInView: number
  /**
   * Long tasks (> 50 ms) after the first canvas paint, until the live query's answer has
   * been handled, the stage rests, and at least AT_REST_MS have passed since that paint
   * (so a pixel-ratio step at rest would be counted); the longest, ms.
   */
  longTasksAfterPaint: number
  longestAfterPaint: number
}

/**
 * Polls each frame (rAF, in the page) for the first canvas paint and for the first
 * frame in which every image plane intersecting the viewport is drawn by the canvas.
 * A measurement page of its own: the polling reads layout, so no scroll is timed here.
 */
// A string: a function here would reach the page with tsx's name helpers compiled in.
const PROBE = `(() => {
  window.__firstPaint = -1
  window.__planesInView = -1
  const poll = () => {
    const stage = window.__stage
    if (stage) {
      if (window.__firstPaint < 0 && stage.read().drawn > 0) window.__firstPaint = performance.now()
      const inView = stage
        .placed()
        .filter(
          (p) =>
            p.kind === 'image' &&
            p.status !== 'failed' &&
            p.el.isConnected &&
            p.left < innerWidth &&
            p.left + p.width > 0 &&
            p.top < innerHeight &&
            p.top + p.height > 0,
        )
      if (inView.length > 0 && inView.every((p) => p.hidden)) {
        window.__planesInView = performance.now()
        return
      }
    }
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
})()`

/**
 * How long after the first canvas paint long tasks still count: a pixel-ratio step comes
 * seconds into continuous frames and resizes the drawing buffer (docs/performance.md,
 * 'Start-up'), which counting only until the stage rested missed.
 */
const AT_REST_MS = 6000

export async function firstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  try {
    await page.addInitScript(LONG_TASKS)
    await page.addInitScript(PROBE)
    await forceGl(page)
    await page.goto(url)
    // Not reached in a minute: reported as -1, the rest of the bench goes on.
    await page
      .waitForFunction(
        () => (window as unknown as { __planesInView: number }).__planesInView >= 0,
        undefined,
        { timeout: 60_000 },
      )
      .catch(() => {})
    // The live query's answer is part of the first visit: its parse and comparison with
    // the page's snapshot are main-thread work after the first paint. A second for them.
    await liveQueryAnswered(page)
    await page.waitForTimeout(1000)
    await waitIdle(page)
    const left = await page.evaluate(
      (atRest) =>
        (window as unknown as { __firstPaint: number }).__firstPaint + atRest - performance.now(),
      AT_REST_MS,
    )
    if (left > 0) await page.waitForTimeout(left)
    return await page.evaluate(() => {
      const w = window as unknown as {
        __firstPaint: number
        __planesInView: number
        __longTasks: { start: number; duration: number }[]
      }
      const after = w.__longTasks.filter((t) => t.start >= w.__firstPaint)
      return {
        firstCanvasPaint: w.__firstPaint,
        planesInView: w.__planesInView,
        longTasksAfterPaint: after.length,
        longestAfterPaint: Math.max(0, ...after.map((t) => t.duration)),
      }
    })
  } finally {
    await page.close()
  }
}
