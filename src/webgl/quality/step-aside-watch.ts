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
 * Whether the canvas hands the track back to the DOM images (drei's onFallback), judged once
 * from frames drawn while moving at the lowest ratio only: at rest or at a higher ratio a
 * slow rate means nothing yet. A stall is one sample; samples count across gestures.
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
