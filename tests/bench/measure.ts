import type { Browser, Page } from '@playwright/test'
import { LIVE_CONTENT_MARK } from '../../src/content/store.ts'
import { type CoreLayout, placeProcesses } from './gpu-core.ts'
import { percentile, pooledFrames } from './percentiles.ts'
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

export interface GpuFigures {
  planes: number
  /** Draw calls of the last frame, at the end of the track and the most seen crossing it. */
  callsEnd: number
  callsPeak: number
  textures: number
  /** Plane texture bytes on the GPU at the end and the most seen while crossing. */
  bytesEnd: number
  bytesPeak: number
  /** The stage's texture budget: the most it keeps (pictures near view load past it). */
  bytesBudget: number
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
  await page.goto(url)
  await page.waitForFunction(() => (window.__track?.layout().limit ?? 0) > 0, undefined, {
    timeout: 60_000,
  })
  // The canvas at the device ratio, as the drei page: on SwiftShader the adaptive ratio
  // would step down during the wheel (dpr-stepping.ts measures that on its own).
  await page.waitForFunction(() => window.__stage !== undefined, undefined, { timeout: 20_000 })
  await page.evaluate(() => window.__stage?.pinDpr?.(window.devicePixelRatio))
  // The page's boot work is over before anything is timed: the live content query (it
  // follows the canvas's first view) has answered, and what it changed has re-rendered
  // and been re-measured (a 2,000-project answer re-renders /work).
  await liveQueryAnswered(page)
  await page.waitForTimeout(500)
  // A large archive's /work renders its cards in batches after the first view, at rest
  // (two minutes at most: on SwiftShader an idle period can take its full second), and
  // the track re-measures once they are all in: the boot work is over once that is done
  // and React has committed nothing for a second.
  await page
    .waitForFunction(() => window.__track?.filling() === false, undefined, { timeout: 120_000 })
    .catch(() => {})
  await commitsQuiet(page)
  await waitIdle(page)
  return page
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
  const commits = () =>
    page.evaluate(() => (window as unknown as { __commits?: number }).__commits ?? 0)
  const end = Date.now() + timeoutMs
  let last = await commits()
  for (let quiet = 0; quiet < 4 && Date.now() < end; ) {
    await page.waitForTimeout(250)
    const now = await commits()
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

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number
  tid: number
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

/**
 * Several wheels' figures as one: the frame percentiles over all their frames pooled
 * (percentiles.ts), each other timing the median over the wheels, React commits and long
 * tasks summed (one in any wheel shows), the longest task the longest of all.
 */
export function combineWheels(list: readonly ScrollFigures[]): ScrollFigures {
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
 * `runs` pairs of wheels (twoWheels) on each page, interleaved: A, B, C, then A, B, C
 * again, each on the page opened afresh (a page left open may go on drawing: the home
 * reel plays). One pair of figures per page (combineTwoWheels): a single wheel's p95
 * moves by a millisecond from run to run on this machine, and its load drifts over
 * minutes, so rows compared with each other (an archive against the demo) take their
 * wheels in the same minutes, not one after the other. `more` measures what else a row
 * needs on its first page, after the wheels. Each page is timed with the processes placed
 * as `layout` says (gpu-core.ts).
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

const INPUT_EVENTS: ReadonlySet<string> = new Set(['EventDispatch'])
const HIT_TEST_EVENTS: ReadonlySet<string> = new Set(['HitTest'])
/** Where the wheel scrolls from: the middle of the 1440×900 viewport, over the track. */
const WHEEL_POINT = { x: 720, y: 450 }
/** Where the pointer waits between wheels: the viewport's corner, over no plane. */
const OFF_TRACK = { x: 1, y: 1 }
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
 * The browser's hit test for a pointer moving over the track at rest, ms, the median of
 * 30 moves (30 ms apart, across the middle of the viewport). Each move is hit-tested to
 * find what is under it, a walk that grows with the page's paint layers; unlike the
 * wheel's, no shield stands in for the track here (hover must reach it).
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

/**
 * Crosses the track in half-viewport steps, letting textures load at each step: the
 * whole track, or its first `maxSteps` steps (a 2,000-project track is 800 of them).
 */
export async function gpuFigures(page: Page, maxSteps = 60): Promise<GpuFigures> {
  const limit = Math.min(
    await page.evaluate(() => window.__track?.scroll.limit ?? 0),
    maxSteps * 720,
  )
  let callsPeak = 0
  let bytesPeak = 0
  for (let x = 0; ; x = Math.min(limit, x + 720)) {
    await page.evaluate((p) => window.__track?.scroll.jumpTo(p), x)
    await waitIdle(page)
    const r = await page.evaluate(() => window.__stage?.read())
    callsPeak = Math.max(callsPeak, r?.calls ?? 0)
    bytesPeak = Math.max(bytesPeak, r?.textureBytes ?? 0)
    if (x >= limit) break
  }
  const r = await page.evaluate(() => window.__stage?.read())
  return {
    planes: r?.planes ?? 0,
    callsEnd: r?.calls ?? 0,
    callsPeak,
    textures: r?.textures ?? 0,
    bytesEnd: r?.textureBytes ?? 0,
    bytesPeak,
    bytesBudget: r?.textureBudget ?? 0,
  }
}
