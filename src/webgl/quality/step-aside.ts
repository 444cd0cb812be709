import { DRAWN_CLASS } from '../../scroll/track-dom.ts'
import { logStageDecision, stayAsideForVisit } from '../start/gl-choice.ts'
import { orTimeout } from '../start/stage-settled.ts'
import type { FrameRateMonitor } from './frame-rate-monitor.ts'
import { StepAsideWatch } from './step-aside-watch.ts'

/** The longest the hand-over waits for the pictures near view to decode. */
const DECODE_WAIT_MS = 1500

/** One drawn frame as the watch reads it: a record the stage loop reuses. */
export interface DrawnFrame {
  /** Its time, ms. */
  now: number
  /** It follows the frame before with no rest (as for the frame-rate monitor). */
  continues: boolean
  /** The track moved in it. */
  moving: boolean
  /** It was drawn at the lowest pixel ratio. */
  lowest: boolean
}

export interface StepAside {
  frame(drawn: Readonly<DrawnFrame>): void
  dispose(): void
}

/**
 * The canvas's way out when the GPU cannot keep up: logs once, keeps the DOM images for the
 * visit, decodes those near view, then `handOver` swaps them in one task so no blank frame
 * shows. Off under `?gl=force`. A hidden tab restarts sampling (hidden time is no frame's).
 */
export function watchStepAside(
  track: HTMLElement,
  monitor: FrameRateMonitor,
  handOver: () => void,
  enabled: boolean,
): StepAside {
  const watch = new StepAsideWatch()
  let ended = false
  const restart = () => {
    watch.restart()
    monitor.restart()
  }
  document.addEventListener('visibilitychange', restart)
  const stepAside = () => {
    logStageDecision(
      `frames at ${Math.round(watch.rate)} per second while moving, at the lowest pixel ratio`,
    )
    stayAsideForVisit()
    const decoded = Promise.allSettled(picturesNearView(track).map((img) => img.decode()))
    void orTimeout(
      decoded.then(() => {}),
      DECODE_WAIT_MS,
    ).then(() => {
      if (!ended) handOver()
    })
  }
  return {
    frame({ now, continues, moving, lowest }) {
      if (enabled && watch.frame(now, continues, moving && lowest, monitor.lowerBound)) {
        stepAside()
      }
    },
    dispose() {
      ended = true
      document.removeEventListener('visibilitychange', restart)
    },
  }
}

/**
 * The hidden pictures within a viewport of the view: an image hidden before it was ever
 * painted may not be decoded, and shown undecoded it would paint a blank frame. (Farther
 * ones decode as the visitor reaches them, as on the DOM track.) One layout read, once.
 */
function picturesNearView(track: HTMLElement): HTMLImageElement[] {
  const width = window.innerWidth
  return Array.from(track.querySelectorAll<HTMLImageElement>(`.${DRAWN_CLASS} img`)).filter(
    (img) => {
      const r = img.getBoundingClientRect()
      return r.right > -width && r.left < 2 * width
    },
  )
}
