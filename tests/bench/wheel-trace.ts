import type { Browser, Page } from '@playwright/test'
import { percentile } from './percentiles.ts'
import { coresBusy, threadCpu } from './thread-cpu.ts'

export interface ScrollFigures {
  frames: number
  /**
   * Script time per animation frame (all rAF callbacks of one frame), ms. Of several
   * wheels combined (combineWheels), the percentiles of all their frames pooled.
   */
  p50: number
  p95: number
  /** Each frame's script time and main-thread CPU time, ms, in the order drawn. */
  frameMs: readonly number[]
  cpuMs: readonly number[]
  /**
   * The lowest and highest p95 of the wheels combined into this figure (combineWheels;
   * both the p95 itself for one wheel): how far one page's tail moves from page to page.
   */
  p95Low: number
  p95High: number
  /**
   * The same frames' main-thread CPU time, ms (the trace's thread time): what the page's
   * script itself costs. Wall time above it is the thread waiting, or preempted by the
   * GPU process drawing in software on the same cores.
   */
  cpuP50: number
  cpuP95: number
  /** Script in input handlers (wheel), ms per frame on average. */
  inputPerFrame: number
  /**
   * The browser's hit tests per wheel event, ms: each wheel event is hit-tested to find
   * its target, a walk that grows with what lies under the mouse.
   */
  hitTestPerWheel: number
  /**
   * The page's own rendering work per frame on average, ms: style, layout, pre-paint,
   * paint and the browser's intersection checks (not the compositor commit).
   */
  renderPerFrame: number
  commits: number
  /** The longest frame's script time, ms. */
  worst: number
  /** Long tasks (> 50 ms) during the wheel, and the longest, ms. */
  longTasks: number
  longestTask: number
  /**
   * Cores Chromium kept busy during the wheel, and of those its software GPU's rasterizer
   * threads (thread-cpu.ts); NaN without /proc. Near the machine's core count, the page's
   * frames queue for a core, and wall time per frame grows past its CPU time.
   */
  coresAll: number
  coresSoftwareGpu: number
}

/** A wheel script: `steps` wheel events of `delta` px, `gapMs` apart. */
export interface WheelScript {
  steps: number
  delta: number
  gapMs: number
}

/** The benchmark's own wheel: about two seconds, an event every 16 ms. */
export const LONG_WHEEL: WheelScript = { steps: 120, delta: 60, gapMs: 16 }
/** The comparison with the drei page (issue #9): 40 steps of 120 px, 50 ms apart. */
export const COMPARISON_WHEEL: WheelScript = { steps: 40, delta: 120, gapMs: 50 }

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number
  tid: number
}

const INPUT_EVENTS: ReadonlySet<string> = new Set(['EventDispatch'])
const HIT_TEST_EVENTS: ReadonlySet<string> = new Set(['HitTest'])
/** Where the wheel scrolls from: the middle of the 1440×900 viewport, over the track. */
export const WHEEL_POINT = { x: 720, y: 450 }
/** Where the pointer waits between wheels: the viewport's corner, over no plane. */
export const OFF_TRACK = { x: 1, y: 1 }
/** The main thread's rendering steps in a devtools.timeline trace. */
const RENDER_EVENTS: ReadonlySet<string> = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'IntersectionObserverController::computeIntersections',
])

/**
 * A scripted two-second wheel scroll (a wheel event about every 16 ms), traced: script
 * time per frame from `FireAnimationFrame` events (callbacks of one frame summed), input
 * handler time from `EventDispatch`, React commits from the devtools hook.
 */
export async function scrollFigures(
  browser: Browser,
  page: Page,
  wheel: WheelScript = LONG_WHEEL,
): Promise<ScrollFigures> {
  // Over the middle of the track, where a visitor's mouse is when they wheel (over the
  // header, each wheel event would hit-test one small box and hide the track's cost).
  await page.mouse.move(WHEEL_POINT.x, WHEEL_POINT.y)
  const commitsBefore = await page.evaluate(
    () => (window as unknown as { __commits?: number }).__commits ?? 0,
  )
  const wheelStart = await page.evaluate(() => performance.now())
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  const cpuBefore = threadCpu()
  for (let i = 0; i < wheel.steps; i++) {
    await page.mouse.wheel(0, wheel.delta)
    await page.waitForTimeout(wheel.gapMs)
  }
  // The damped scroll glides on after the last event: its frames count too.
  await page.waitForTimeout(800)
  const cores = coresBusy(cpuBefore, threadCpu())
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[]
  }
  const commits =
    (await page.evaluate(() => (window as unknown as { __commits?: number }).__commits ?? 0)) -
    commitsBefore
  const tasks = await page.evaluate(
    (since) =>
      (
        (window as unknown as { __longTasks?: { start: number; duration: number }[] })
          .__longTasks ?? []
      ).filter((t) => t.start >= since),
    wheelStart,
  )
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && typeof e.dur === 'number')
  const raf = events.filter((e) => e.name === 'FireAnimationFrame').sort((a, b) => a.ts - b.ts)
  const frames: number[] = []
  const cpu: number[] = []
  let end = -1
  for (const e of raf) {
    const dur = (e.dur ?? 0) / 1000
    const tdur = (e.tdur ?? 0) / 1000
    // Callbacks of one animation frame run back to back; a gap starts a new frame.
    if (frames.length > 0 && e.ts - end < 1000) {
      frames[frames.length - 1] = (frames.at(-1) ?? 0) + dur
      cpu[cpu.length - 1] = (cpu.at(-1) ?? 0) + tdur
    } else {
      frames.push(dur)
      cpu.push(tdur)
    }
    end = e.ts + (e.dur ?? 0)
  }
  const total = (names: ReadonlySet<string>) =>
    events.filter((e) => names.has(e.name)).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0)
  const input = total(INPUT_EVENTS)
  const hitTests = total(HIT_TEST_EVENTS)
  const render = total(RENDER_EVENTS)
  const sorted = [...frames].sort((a, b) => a - b)
  const sortedCpu = [...cpu].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  return {
    frames: frames.length,
    p50: percentile(sorted, 50),
    p95,
    frameMs: frames,
    cpuMs: cpu,
    p95Low: p95,
    p95High: p95,
    cpuP50: percentile(sortedCpu, 50),
    cpuP95: percentile(sortedCpu, 95),
    inputPerFrame: frames.length > 0 ? input / frames.length : 0,
    hitTestPerWheel: hitTests / wheel.steps,
    renderPerFrame: frames.length > 0 ? render / frames.length : 0,
    commits,
    worst: sorted.at(-1) ?? 0,
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    coresAll: cores?.all ?? Number.NaN,
    coresSoftwareGpu: cores?.softwareGpu ?? Number.NaN,
  }
}

/**
 * The browser's hit test of a pointer moving over the track at rest, ms, median of 30 moves
 * across the viewport: a walk through the paint layers that, unlike the wheel's, no shield
 * stands in for (hover must reach the track).
 */
export async function pointerHitTest(browser: Browser, page: Page): Promise<number> {
  await page.mouse.move(WHEEL_POINT.x - 450, WHEEL_POINT.y)
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  for (let i = 0; i < 30; i++) {
    await page.mouse.move(WHEEL_POINT.x - 450 + i * 30, WHEEL_POINT.y + (i % 5) * 20)
    await page.waitForTimeout(30)
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[]
  }
  const hits = trace.traceEvents
    .filter((e) => e.ph === 'X' && HIT_TEST_EVENTS.has(e.name))
    .map((e) => (e.dur ?? 0) / 1000)
    .sort((a, b) => a - b)
  return percentile(hits, 50)
}
