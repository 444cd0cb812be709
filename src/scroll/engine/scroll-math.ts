import { clamp } from '../../lib/math.ts'

/**
 * Pure scroll arithmetic for the virtual track. Positions are CSS px along the track,
 * 0 at the start, `limit` at the end.
 */

/** The largest scroll offset: track length minus the visible width, never negative. */
export function trackLimit(trackWidth: number, viewportWidth: number): number {
  return Math.max(0, trackWidth - viewportWidth)
}

/** Below this distance (px) the damped value snaps onto its target and the loop can rest. */
const REST_EPSILON = 0.01

/**
 * Frame-rate independent exponential smoothing: after `dt` seconds, `current` has covered
 * the same share of the way to `target` whatever the frame rate (1 - e^(-lambda·dt)).
 * `lambda` ≈ 8 feels like a 0.1 lerp at 60 fps.
 */
export function damp(current: number, target: number, lambda: number, dt: number): number {
  if (lambda <= 0 || dt <= 0) return dt <= 0 ? current : target
  const next = current + (target - current) * (1 - Math.exp(-lambda * dt))
  return Math.abs(target - next) < REST_EPSILON ? target : next
}

/** 0–1 share of the track scrolled; an empty track counts as the start. */
export function progressOf(position: number, limit: number): number {
  return limit > 0 ? clamp(position / limit, 0, 1) : 0
}

/**
 * Rounded to whole device pixels, so the DOM track's translation and the WebGL planes
 * land on the same pixel grid (within 1 CSS px of each other by construction).
 */
export function toDevicePixels(value: number, dpr: number): number {
  const ratio = dpr > 0 ? dpr : 1
  return Math.round(value * ratio) / ratio
}
