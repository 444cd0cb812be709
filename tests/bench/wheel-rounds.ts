import type { Browser, Page } from '@playwright/test'
import { type CoreLayout, placeProcesses } from './gpu-core.ts'
import { openDesktop, waitIdle } from './page-boot.ts'
import { median, percentile, pooledFrames } from './percentiles.ts'
import {
  LONG_WHEEL,
  OFF_TRACK,
  type ScrollFigures,
  scrollFigures,
  type WheelScript,
} from './wheel-trace.ts'

/**
 * Several wheels' figures as one: the frame percentiles over all their frames pooled
 * (percentiles.ts), each other timing the median over the wheels, React commits and long
 * tasks summed (one in any wheel shows), the longest task the longest of all.
 */
function combineWheels(list: readonly ScrollFigures[]): ScrollFigures {
  const mid = (pick: (f: ScrollFigures) => number) => median(list.map(pick))
  const sum = (pick: (f: ScrollFigures) => number) => list.reduce((n, f) => n + pick(f), 0)
  const sortedFrames = pooledFrames(list.map((f) => f.frameMs))
  const sortedCpu = pooledFrames(list.map((f) => f.cpuMs))
  return {
    frames: mid((f) => f.frames),
    p50: percentile(sortedFrames, 50),
    p95: percentile(sortedFrames, 95),
    frameMs: list.flatMap((f) => f.frameMs),
    cpuMs: list.flatMap((f) => f.cpuMs),
    p95Low: Math.min(...list.map((f) => f.p95Low)),
    p95High: Math.max(...list.map((f) => f.p95High)),
    cpuP50: percentile(sortedCpu, 50),
    cpuP95: percentile(sortedCpu, 95),
    inputPerFrame: mid((f) => f.inputPerFrame),
    hitTestPerWheel: mid((f) => f.hitTestPerWheel),
    renderPerFrame: mid((f) => f.renderPerFrame),
    commits: sum((f) => f.commits),
    worst: mid((f) => f.worst),
    longTasks: sum((f) => f.longTasks),
    longestTask: Math.max(0, ...list.map((f) => f.longestTask)),
    coresAll: mid((f) => f.coresAll),
    coresSoftwareGpu: mid((f) => f.coresSoftwareGpu),
  }
}

/** A page's first wheel after it loaded, and the same wheel again from the same start. */
export interface TwoWheels {
  /**
   * The first gesture: the page's frame code still runs as the JIT first met it. A page
   * whose frame loop sleeps at rest (ours) meets it here; one that draws every frame at
   * rest (R3F's default loop, the drei page) has compiled it before any gesture.
   */
  first: ScrollFigures
  /** The next gesture: steady state, the page's own per-frame cost. */
  again: ScrollFigures
}

/**
 * The wheel twice on one page: once after load, then, back at the start at rest, again.
 * Any page (ours or the drei page): the way back is the same wheel reversed.
 */
export async function twoWheels(
  browser: Browser,
  page: Page,
  wheel: WheelScript = LONG_WHEEL,
): Promise<TwoWheels> {
  const first = await scrollFigures(browser, page, wheel)
  for (let i = 0; i < wheel.steps; i++) {
    await page.mouse.wheel(0, -wheel.delta)
    await page.waitForTimeout(wheel.gapMs)
  }
  // Off the track, so no hover keeps drawing, then at rest at the start.
  await page.mouse.move(OFF_TRACK.x, OFF_TRACK.y)
  await page.evaluate(() => window.__track?.scroll.jumpTo(0))
  await page.waitForTimeout(1500)
  await waitIdle(page)
  return { first, again: await scrollFigures(browser, page, wheel) }
}

/** Each run's two wheels as one pair of figures (combineWheels on each). */
export function combineTwoWheels(list: readonly TwoWheels[]): TwoWheels {
  return {
    first: combineWheels(list.map((w) => w.first)),
    again: combineWheels(list.map((w) => w.again)),
  }
}

/**
 * `runs` pairs of wheels (twoWheels) per page, the pages taking turns on fresh pages, so
 * rows compared share the same minutes of a drifting machine load; one pair of figures per
 * page. `more` measures a row's extras after its first page; `layout` places the processes.
 */
export async function wheelRounds(
  browser: Browser,
  urls: readonly string[],
  more: (page: Page, i: number) => Promise<void>,
  layout: CoreLayout = 'shared',
  runs = 3,
): Promise<TwoWheels[]> {
  const lists = urls.map((): TwoWheels[] => [])
  for (let run = 0; run < runs; run++) {
    for (const [i, url] of urls.entries()) {
      const page = await openDesktop(browser, url)
      placeProcesses(layout)
      try {
        lists[i]?.push(await twoWheels(browser, page))
        if (run === 0) await more(page, i)
      } finally {
        await page.close()
      }
    }
  }
  return lists.map(combineTwoWheels)
}
