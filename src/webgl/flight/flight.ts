import { clamp } from '../../lib/math.ts'

/**
 * The math and state of a shared-element flight on the canvas: a card's plane flies from the
 * card's rect into the hero's (or back), on one ease, and cross-fades in the shader to the
 * hero's texture once that is on the GPU. Pure: the stage owns the plane and feeds it times
 * and rects; one Flight is made with the stage and reused, so a frame allocates nothing.
 */

/** A rect in the viewport, CSS px, y down (as the DOM measures it). */
export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

/** How long the flight takes, s: about 0.8, one gesture. */
export const FLIGHT_SECONDS = 0.8
/** How long the cross-fade to the hero's texture takes once it is ready, s. */
export const FADE_SECONDS = 0.3
/** At the hero's rect, how long the flight waits for the hero's texture at most, s. */
export const HOLD_SECONDS = 0.6
/** The handover needs the last flight frame and the settled hero within this, CSS px. */
export const HANDOVER_PX = 1

/** Ease in and out (cubic): slow off the card, fast across, gentle into place. */
export function easeInOut(t: number): number {
  const x = clamp(t, 0, 1)
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}

export type FlightPhase = 'idle' | 'flying' | 'landed'

const copyRect = (into: Rect, from: Rect) => {
  into.left = from.left
  into.top = from.top
  into.width = from.width
  into.height = from.height
}
const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** Whether a flight may run at all; otherwise the route change is today's cut. Pure. */
export function flightAllowed(state: {
  reducedMotion: boolean
  /** The card's picture is on the GPU (no decode may stand between click and flight). */
  cardTextureReady: boolean
  /** The card's rect intersects the viewport (a card out of view does not fly). */
  cardInView: boolean
}): boolean {
  return !state.reducedMotion && state.cardTextureReady && state.cardInView
}

export class Flight {
  /** Where the flying plane is this frame: written in place by `step`. */
  readonly rect: Rect = { left: 0, top: 0, width: 0, height: 0 }
  /** The shader's cross-fade, 0 (the card's texture) to 1 (the hero's). */
  fade = 0
  /** The eased progress of the movement, 0..1. */
  progress = 0
  phase: FlightPhase = 'idle'
  /** How long the movement takes, s (a test build may slow it: stage-debug.ts). */
  seconds = FLIGHT_SECONDS
  private readonly from: Rect = { left: 0, top: 0, width: 0, height: 0 }
  private readonly to: Rect = { left: 0, top: 0, width: 0, height: 0 }
  private startMs = 0
  /** When the hero's texture was ready, ms; -1 until then. */
  private readyMs = -1
  /** When the movement reached the hero's rect, ms; -1 until then. */
  private arrivedMs = -1

  /** Takes off from `from` toward `to` at `now` (ms, the frame clock). */
  begin(from: Rect, to: Rect, now: number): void {
    copyRect(this.from, from)
    copyRect(this.to, to)
    copyRect(this.rect, from)
    this.startMs = now
    this.readyMs = -1
    this.arrivedMs = -1
    this.fade = 0
    this.progress = 0
    this.phase = 'flying'
  }

  /** The destination moved (the hero measured again, the restored track settled). */
  retarget(to: Rect): void {
    copyRect(this.to, to)
  }

  /** The hero's texture is on the GPU at `now`: the cross-fade starts. */
  targetReady(now: number): void {
    if (this.readyMs < 0) this.readyMs = now
  }

  /** Advances to `now` (ms); true while the flight wants another frame. No allocation. */
  step(now: number): boolean {
    if (this.phase !== 'flying') return false
    const t = (now - this.startMs) / 1000 / this.seconds
    this.progress = easeInOut(t)
    const p = this.progress
    this.rect.left = lerp(this.from.left, this.to.left, p)
    this.rect.top = lerp(this.from.top, this.to.top, p)
    this.rect.width = lerp(this.from.width, this.to.width, p)
    this.rect.height = lerp(this.from.height, this.to.height, p)
    this.fade = this.readyMs < 0 ? 0 : easeInOut((now - this.readyMs) / 1000 / FADE_SECONDS)
    // The frame that reaches the hero's rect is drawn there; only a later one may land, so
    // the last flight frame is the hero's rect however far apart a slow GPU's frames are.
    const arrived = this.arrivedMs >= 0
    if (t >= 1 && !arrived) this.arrivedMs = now
    const held = arrived ? (now - this.arrivedMs) / 1000 : 0
    if (arrived && (this.fade >= 1 || held >= HOLD_SECONDS)) this.phase = 'landed'
    return this.phase === 'flying'
  }

  /** Any input during the flight: the end state at once (the hero's rect, fully faded). */
  cancel(): void {
    if (this.phase === 'idle') return
    copyRect(this.rect, this.to)
    this.progress = 1
    this.fade = this.readyMs < 0 ? 0 : 1
    this.phase = 'landed'
  }

  /** Back to rest once the hero plane has taken over (or the flight was dropped). */
  reset(): void {
    this.phase = 'idle'
    this.fade = 0
    this.progress = 0
  }

  /**
   * Whether the hero's own plane, settled at `settled`, may take over now: the flight has
   * landed and its last frame lies within HANDOVER_PX of it on every edge, so nothing jumps.
   */
  canHandOver(settled: Rect): boolean {
    const r = this.rect
    return (
      this.phase === 'landed' &&
      Math.abs(r.left - settled.left) <= HANDOVER_PX &&
      Math.abs(r.top - settled.top) <= HANDOVER_PX &&
      Math.abs(r.left + r.width - (settled.left + settled.width)) <= HANDOVER_PX &&
      Math.abs(r.top + r.height - (settled.top + settled.height)) <= HANDOVER_PX
    )
  }
}
