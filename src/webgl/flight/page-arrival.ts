import { FLIGHT_SECONDS } from './flight.ts'

/** The new page's text comes in over the second half of the flight, as the picture slows. */
const ARRIVAL = {
  delay: FLIGHT_SECONDS * 1000 * 0.3,
  duration: FLIGHT_SECONDS * 1000 * 0.55,
  easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
  fill: 'backwards',
} as const satisfies KeyframeAnimationOptions

const FADE_IN = { opacity: [0, 1] }

/**
 * While a picture flies into the new page, the page's panels (its text, and the pictures the
 * canvas does not draw yet) fade in: Web Animations on opacity alone, which the compositor
 * runs, so no layout changes and no frame of the stage's loop is spent on it.
 */
export class PageArrival {
  private running: Animation[] = []

  constructor(private readonly track: HTMLElement) {}

  start(): void {
    this.finish()
    for (const panel of this.track.children) this.running.push(panel.animate(FADE_IN, ARRIVAL))
  }

  /** Ends it at once, everything shown (input during the flight, the flight dropped). */
  finish(): void {
    for (const animation of this.running) animation.finish()
    this.running = []
  }
}
