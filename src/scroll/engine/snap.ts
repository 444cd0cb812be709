import { clamp } from '../../lib/math.ts'
/** Scroll snap (0.5 s) to section starts, and the tween that performs it. */

export const SNAP_DURATION_MS = 500
/** A rest position this close to a section start (share of the viewport width) snaps to it. */
const SNAP_ZONE = 0.2

/** A finished gesture, and the track it ended on. */
export interface GestureEnd {
  /** Where the gesture left the scroll's target, px. */
  position: number
  /** +1 forward, -1 back, 0 none. */
  direction: number
  /** The snap points the page marked, px along the track. */
  points: readonly number[]
  viewportWidth: number
  limit: number
}

/**
 * The snap point a finished gesture glides on to, or null: only a point just ahead in the
 * gesture's direction, so a snap never pulls against the visitor's move nor drags them far
 * from what they chose to look at.
 */
export function snapTarget(gesture: Readonly<GestureEnd>): number | null {
  const { position, direction, points, viewportWidth, limit } = gesture
  if (direction === 0) return null
  const zone = SNAP_ZONE * viewportWidth
  let best: number | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (const raw of points) {
    const point = clamp(raw, 0, limit)
    const ahead = (point - position) * Math.sign(direction)
    if (ahead >= 0.5 && ahead <= zone && ahead < bestDistance) {
      best = point
      bestDistance = ahead
    }
  }
  return best
}

/** Ease-in-out cubic over 0–1. */
export function easeInOutCubic(t: number): number {
  const x = clamp(t, 0, 1)
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}

/** The tween's value at `elapsed` ms: from → to over SNAP_DURATION_MS. */
export function snapTweenAt(from: number, to: number, elapsed: number): number {
  return from + (to - from) * easeInOutCubic(elapsed / SNAP_DURATION_MS)
}
