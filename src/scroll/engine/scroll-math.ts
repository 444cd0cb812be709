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
 * Frame-rate independent exponential smoothing: the share of the way to its target a damped
 * value covers in `dt` seconds, the same whatever the frame rate (1 - e^(-lambda·dt)).
 * `lambda` ≈ 8 feels like a 0.1 lerp at 60 fps; 0 or less covers the whole way at once.
 */
export function dampShare(lambda: number, dt: number): number {
  if (dt <= 0) return 0
  return lambda <= 0 ? 1 : 1 - Math.exp(-lambda * dt)
}

/** `current` moved `share` of the way to `target`, landing on it once within REST_EPSILON. */
export function damp(current: number, target: number, share: number): number {
  const next = current + (target - current) * share
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
