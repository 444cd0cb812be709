import { RateWindow } from './rate-window.ts'

export interface StepAsideOptions {
  /** One frame-rate sample per window of this many ms of consecutive frames. */
  windowMs: number
  /** Samples per verdict: 12 of 250 ms, three seconds of frames while moving. */
  rounds: number
  /** Share of a verdict's samples under the lower bound that hands the track back. */
  threshold: number
}

const STEP_ASIDE_DEFAULTS: StepAsideOptions = { windowMs: 250, rounds: 12, threshold: 0.75 }

/**
 * Whether the canvas should hand the track back to the DOM images (drei PerformanceMonitor's
 * onFallback, told which frames count): a verdict over `rounds` samples of frames drawn
 * while the track moves at the lowest pixel ratio, when more than `threshold` of them sit
 * under the display's lower bound. Only such frames are sampled: at rest nothing is drawn,
 * a video paces its own frames, and at a higher ratio the frame-rate monitor has a step
 * left to try. A stall (a long task, a decode) is one slow sample however long it lasts;
 * samples count across gestures, so short flicks on a slow GPU decide too. It decides once.
 */
export class StepAsideWatch {
  decided = false
  /** The mean frame rate of the samples that decided, frames per second. */
  rate = 0
  private filled = 0
  private slow = 0
  private sum = 0
  private readonly window: RateWindow

  constructor(private readonly options: StepAsideOptions = STEP_ASIDE_DEFAULTS) {
    this.window = new RateWindow(options.windowMs)
  }

  /**
   * One drawn frame at `now` (ms). `continues`: it follows the frame before with no rest;
   * `counts`: the track moved in it, at the lowest ratio; `lowerBound`: the lowest rate,
   * frames per second, that keeps up with the display. True on the frame that decides.
   */
  frame(now: number, continues: boolean, counts: boolean, lowerBound: number): boolean {
    if (this.decided) return false
    if (!counts) {
      this.window.restart()
      return false
    }
    const rate = this.window.frame(now, continues)
    if (rate < 0) return false
    this.filled++
    this.sum += rate
    if (rate < lowerBound) this.slow++
    if (this.filled < this.options.rounds) return false
    this.decided = this.slow > this.options.rounds * this.options.threshold
    this.rate = this.sum / this.filled
    this.filled = 0
    this.slow = 0
    this.sum = 0
    return this.decided
  }

  /** Forgets the window under way (the tab was hidden: that time is no frame's). */
  restart(): void {
    this.window.restart()
  }
}
