import { clamp } from '../../lib/math.ts'
/**
 * Where the track must go so that an element is fully in view, clear of the chrome at
 * either edge (page bar, cursor). Pure: positions in px along the track.
 */
export interface RevealInput {
  /** Element start and width along the track. */
  start: number
  width: number
  /** Current scroll position and visible width. */
  position: number
  viewportWidth: number
  limit: number
  /** Space kept free at the start and end of the viewport. */
  insetStart: number
  insetEnd: number
}

/** The new scroll position, or the current one when the element is already clear. */
export function revealPosition(input: RevealInput): number {
  const { start, width, position, viewportWidth, limit, insetStart, insetEnd } = input
  const visibleStart = position + insetStart
  const visibleEnd = position + viewportWidth - insetEnd
  const room = visibleEnd - visibleStart
  let next = position
  // Too wide to fit: show its start, which is where reading (and the focus ring) begins.
  if (width > room || start < visibleStart) next = start - insetStart
  else if (start + width > visibleEnd) next = start + width - viewportWidth + insetEnd
  return clamp(next, 0, Math.max(limit, 0))
}

/** A fragment target lands at the start of the viewport, past the start inset. */
export function fragmentPosition(start: number, insetStart: number, limit: number): number {
  return clamp(start - insetStart, 0, Math.max(limit, 0))
}
