/** Wheel input for the virtual track: `deltaMode` normalised, vertical and horizontal. */

export interface WheelLike {
  deltaX: number
  deltaY: number
  deltaMode: number
}

/** px per line for `deltaMode` 1 (Firefox with a mouse wheel). */
export const LINE_HEIGHT = 16
/** A horizontal wheel moves the track 0.001 of its length per unit of delta. */
const HORIZONTAL_PROGRESS_PER_DELTA = 0.001

/** Deltas in CSS px: lines × 16, pages × the viewport (DOM_DELTA_PAGE). */
export function normaliseWheel(
  event: WheelLike,
  viewport: { width: number; height: number },
): { x: number; y: number } {
  const xUnit = event.deltaMode === 1 ? LINE_HEIGHT : event.deltaMode === 2 ? viewport.width : 1
  const yUnit = event.deltaMode === 1 ? LINE_HEIGHT : event.deltaMode === 2 ? viewport.height : 1
  return { x: event.deltaX * xUnit, y: event.deltaY * yUnit }
}

/**
 * How far (px along the track) one wheel event moves it. The dominant axis wins, so a
 * trackpad's diagonal noise does not add up: vertical deltas map 1:1 onto the horizontal
 * track, horizontal deltas move 0.001 progress each.
 */
export function wheelToTrackDelta(
  event: WheelLike,
  viewport: { width: number; height: number },
  limit: number,
): number {
  const { x, y } = normaliseWheel(event, viewport)
  if (Math.abs(x) > Math.abs(y)) return x * HORIZONTAL_PROGRESS_PER_DELTA * limit
  return y
}
