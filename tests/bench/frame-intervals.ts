import { percentile } from './percentiles.ts'

declare global {
  interface Window {
    /** FRAME_RECORDER's handle. */
    __frameTimes?: { start: () => void; stop: () => number[] }
  }
}

/** Frames delivered while wheeling, from their requestAnimationFrame timestamps. */
export interface DeliveredFrames {
  /** Intervals measured (frames after the first of each run). */
  intervals: number
  /** Interval between consecutive frames, ms: 16.7 at 60 Hz with no frame missed. */
  p50: number
  p95: number
  /** Share of the intervals over 20 ms (a frame missed at 60 Hz), 0..1. */
  over20: number
}

/**
 * The intervals between consecutive frame timestamps of each run (a run: one wheel), all
 * runs pooled: their p50, p95 and share over 20 ms.
 */
export function deliveredFrames(runs: readonly (readonly number[])[]): DeliveredFrames {
  const intervals: number[] = []
  for (const times of runs) {
    for (let i = 1; i < times.length; i++) intervals.push((times[i] ?? 0) - (times[i - 1] ?? 0))
  }
  intervals.sort((a, b) => a - b)
  const over = intervals.filter((ms) => ms > 20).length
  return {
    intervals: intervals.length,
    p50: percentile(intervals, 50),
    p95: percentile(intervals, 95),
    over20: intervals.length > 0 ? over / intervals.length : 0,
  }
}

export interface LongTaskFigures {
  count: number
  /** The longest, ms. */
  longest: number
  /** The time past 50 ms of each (Lighthouse's total blocking time, over the whole span), ms. */
  blocking: number
}

/** The main thread's long tasks (> 50 ms) that began before `until` (ms from navigation). */
export function longTaskFigures(
  tasks: readonly { start: number; duration: number }[],
  until: number,
): LongTaskFigures {
  const before = tasks.filter((t) => t.start < until)
  return {
    count: before.length,
    longest: Math.max(0, ...before.map((t) => t.duration)),
    blocking: before.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
  }
}

/**
 * Records each frame's own timestamp between `__frameTimes.start()` and `.stop()` (a string:
 * no tsx helpers reach the page). Chromium holds frames back while the GPU lags, so these are
 * the delivered rate; a trace would take CPU and count video-only frames too.
 */
export const FRAME_RECORDER = `(() => {
  const times = []
  let on = false
  const tick = (t) => {
    if (!on) return
    times.push(t)
    requestAnimationFrame(tick)
  }
  window.__frameTimes = {
    start() {
      times.length = 0
      on = true
      requestAnimationFrame(tick)
    },
    stop() {
      on = false
      return times.slice()
    },
  }
})()`
