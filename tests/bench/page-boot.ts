import type { Browser, Page } from '@playwright/test'
import { LIVE_CONTENT_MARK } from '../../src/content/store.ts'
import { GL_SETTING } from '../../src/webgl/start/gl-choice.ts'

/**
 * Keeps the canvas on this page whatever the renderer, as `?gl=force` does: the visit's
 * setting, stored before the page's scripts run. The bench's Chromium draws WebGL in
 * SwiftShader, where the site would otherwise keep the DOM images.
 */
export async function forceGl(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'force'), GL_SETTING)
}

/** Counts React commits in a production build: defined before the page's scripts. */
export const REACT_HOOK = () => {
  const w = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  w.__commits = 0
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: () => {
      w.__commits++
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  }
}

/** Collects long tasks from the start of the page (PerformanceObserver, buffered). */
export const LONG_TASKS = () => {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] }
  w.__longTasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
}

export async function openDesktop(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.addInitScript(REACT_HOOK)
  await page.addInitScript(LONG_TASKS)
  await forceGl(page)
  await page.goto(url)
  await page.waitForFunction(() => (window.__track?.layout().limit ?? 0) > 0, undefined, {
    timeout: 60_000,
  })
  // The canvas at the device ratio, as the drei page: on SwiftShader the adaptive ratio
  // would step down during the wheel (dpr-stepping.ts measures that on its own).
  await page.waitForFunction(() => window.__stage !== undefined, undefined, { timeout: 20_000 })
  await page.evaluate(() => window.__stage?.pinDpr?.(window.devicePixelRatio))
  await bootOver(page)
  return page
}

/** Waits until a desktop page's boot work is over (REACT_HOOK must count its commits). */
export async function bootOver(page: Page): Promise<void> {
  // The page's boot work is over before anything is timed: the live content query (it
  // follows the canvas's first view) has answered, and what it changed has re-rendered
  // and been re-measured (a 2,000-project answer re-renders /work).
  await liveQueryAnswered(page)
  await page.waitForTimeout(500)
  // A large archive's /work renders its cards in batches at rest (idle periods can take a
  // second each on SwiftShader), then re-measures: boot ends once that is done and React
  // has committed nothing for a second.
  await page
    .waitForFunction(() => window.__track?.filling() === false, undefined, { timeout: 120_000 })
    .catch(() => {})
  await commitsQuiet(page)
  await waitIdle(page)
}

/**
 * Waits until the live content query (it follows the canvas's first view, or 3 s) has
 * answered; 20 s at most, as a page whose query never answers still gets measured.
 */
export async function liveQueryAnswered(page: Page): Promise<void> {
  // The store marks the answer on the page's timeline: the query itself runs in a
  // worker, whose requests the page's resource timing does not list.
  await page
    .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LIVE_CONTENT_MARK, {
      timeout: 20_000,
    })
    .catch(() => {})
}

/** Waits until React has committed nothing for a second (REACT_HOOK counts); the count. */
export async function commitsQuiet(page: Page, timeoutMs = 30_000): Promise<number> {
  return quietValue(
    () => page.evaluate(() => (window as unknown as { __commits?: number }).__commits ?? 0),
    timeoutMs,
  )
}

/** A count once it has held for a second (read every 250 ms), or at `timeoutMs`. */
export async function quietValue(read: () => Promise<number>, timeoutMs = 30_000): Promise<number> {
  const end = Date.now() + timeoutMs
  let last = await read()
  for (let quiet = 0; quiet < 4 && Date.now() < end; ) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = await read()
    quiet = now === last ? quiet + 1 : 0
    last = now
  }
  return last
}

export async function waitIdle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const s = window.__track?.scroll
        const r = window.__stage?.read()
        return s?.current === s?.target && (!r || (r.loading === 0 && r.pendingUploads === 0))
      },
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => {})
}
