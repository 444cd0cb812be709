import { clamp } from '../../lib/math.ts'
import { BEND_SHIFT } from '../materials/bend.ts'
import type { PlaneFrame } from './plane-frame.ts'

/** Pure motion for planes: bend, hover and reveal, eased frame by frame. */

/** What every plane shares in a frame: the PlaneSet works it out once (`advanceLook`). */
export interface FrameLook {
  /** The frame's time, s (the hover ripple). */
  seconds: number
  /** Seconds since the last frame (easing). */
  dt: number
  /** The damped scroll speed, -1..1. */
  bend: number
  /** 1, or 0 under reduced motion. */
  motion: number
}

const REVEAL_SECONDS = 1.1
const HOVER_RATE = 9
const BEND_RATE = 6

/** Seconds since the last frame, at most 0.1 (after a sleep); 1/60 for the first. */
function frameSeconds(now: number, last: number): number {
  return last > 0 ? Math.min((now - last) / 1000, 0.1) : 1 / 60
}

/** Scroll velocity (px per 60 fps frame) mapped to the shader's -1..1 bend. */
export function bendAmount(velocity: number): number {
  const v = velocity / 80
  return clamp(v, -1, 1)
}

/**
 * Whether a bend this small is as good as none on planes up to `widest` CSS px: it shifts
 * no picture by a quarter of a pixel, so the frames it would ask for would draw nothing new.
 */
export function bendInvisible(bend: number, widest: number): boolean {
  return Math.abs(bend) * BEND_SHIFT * widest < 0.25
}

/**
 * The look's bend eased toward the scroll's velocity over its `dt` (none under reduced motion,
 * `motion` 0), on planes up to `widest` CSS px.
 */
function easeBend(look: Readonly<FrameLook>, velocity: number, widest: number): number {
  const { bend, motion, dt } = look
  const next = bend + (bendAmount(velocity) * motion - bend) * Math.min(1, BEND_RATE * dt)
  return bendInvisible(next, widest) ? 0 : next
}

/** Hover eased toward `target` (0 or 1), landing on it once within 0.001. */
export function easeHover(value: number, target: number, dt: number): number {
  const next = value + (target - value) * Math.min(1, HOVER_RATE * dt)
  return Math.abs(target - next) < 1e-3 ? target : next
}

/**
 * When a plane entering view starts its reveal: now, if its DOM image is already hidden and
 * motion is allowed; otherwise it shows at once (its reveal already over).
 */
export function revealStartAt(seconds: number, domHidden: boolean, motion: number): number {
  return domHidden && motion ? seconds : seconds - REVEAL_SECONDS
}

/** Reveal progress, 0..1: 0 until the reveal starts (`start` -1). */
export function revealProgress(start: number, seconds: number): number {
  return start < 0 ? 0 : Math.min(1, (seconds - start) / REVEAL_SECONDS)
}

/** The next frame's shared look, written into `look`; `widest`: last frame's widest plane. */
export function advanceLook(
  look: FrameLook,
  frame: PlaneFrame,
  lastNow: number,
  widest: number,
): void {
  look.dt = frameSeconds(frame.now, lastNow)
  look.seconds = frame.now / 1000
  look.motion = frame.reducedMotion ? 0 : 1
  const shown = Math.max(frame.width, widest)
  look.bend = easeBend(look, frame.velocity, shown)
}
