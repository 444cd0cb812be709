import { RateWindow } from './rate-window.ts'

export interface MonitorOptions {
  /** One frame-rate sample per window of this many ms of continuous frames. */
  windowMs: number
  /** Samples per verdict. */
  rounds: number
  /** Share of a verdict's samples that must agree for a step. */
  threshold: number
  /** How far one verdict moves the factor. */
  step: number
  /** [lower, upper] frame-rate bounds for the highest rate seen so far. */
  bounds: (refreshRate: number) => readonly [number, number]
}

/** drei PerformanceMonitor's defaults, with our step: two steps from full to lowest. */
const MONITOR_DEFAULTS: MonitorOptions = {
  windowMs: 250,
  rounds: 10,
  threshold: 0.75,
  step: 0.5,
  bounds: (refreshRate) => (refreshRate > 100 ? [60, 100] : [40, 60]),
}

/**
 * Pixel-ratio verdicts by drei PerformanceMonitor's rule, but told which frames follow one
 * another: the stage renders on demand, and counting rests as slow frames (drei's way) cost
 * an idle page on a fast machine its sharpness. Fed per rendered frame, allocates nothing.
 */
export class FrameRateMonitor {
  /** 1 = full sharpness, 0 = the lowest step. */
  factor: number
  refreshRate = 0
  /**
   * The lowest frame rate that keeps up with this display (the lower of its bounds): set
   * when the highest rate seen rises, so reading it per frame costs nothing.
   */
  lowerBound: number
  private filled = 0
  private readonly samples: Float64Array
  private readonly window: RateWindow

  constructor(
    factor = 1,
    private readonly options: MonitorOptions = MONITOR_DEFAULTS,
  ) {
    this.factor = factor
    this.samples = new Float64Array(options.rounds)
    this.window = new RateWindow(options.windowMs)
    this.lowerBound = options.bounds(0)[0]
  }

  /** The next frame starts a new window: the time until it was no frame's (a hidden tab). */
  restart(): void {
    this.window.restart()
  }

  /**
   * One rendered frame at `now` (ms). `continues`: the frame before it was rendered one
   * loop turn earlier, with no rest in between; otherwise a new window starts here.
   * Returns true when the factor changed.
   */
  frame(now: number, continues: boolean): boolean {
    const rate = this.window.frame(now, continues)
    if (rate < 0) return false
    if (rate > this.refreshRate) {
      this.refreshRate = rate
      this.lowerBound = this.options.bounds(rate)[0]
    }
    this.samples[this.filled++] = rate
    if (this.filled < this.options.rounds) return false
    this.filled = 0
    return this.verdict()
  }

  private verdict(): boolean {
    const { rounds, threshold, step, bounds } = this.options
    const [lower, upper] = bounds(this.refreshRate)
    let high = 0
    let low = 0
    for (let i = 0; i < rounds; i++) {
      const rate = this.samples[i] ?? 0
      if (rate >= upper) high++
      if (rate < lower) low++
    }
    const before = this.factor
    if (high > rounds * threshold) this.factor = Math.min(1, this.factor + step)
    else if (low > rounds * threshold) this.factor = Math.max(0, this.factor - step)
    return this.factor !== before
  }
}
