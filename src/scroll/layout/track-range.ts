/**
 * How far either side of the view, in viewport widths, pictures are kept ready: deferred ones
 * get their source (deferred-reveal.ts), planes keep and fill in their textures (PlaneSet.ts).
 * One figure for both: the canvas can only fill in pictures that already have a source.
 */
export const NEAR_VIEWPORTS = 3

/**
 * Finds the planes near the view by binary search, so a frame costs what is near, not the
 * archive's length. Built on a layout change: starts sorted, with the running maximum of ends
 * (a wide plane that starts early can still reach into view).
 */
export interface TrackIndex {
  /** Starts along the track, ascending. */
  starts: Float64Array
  /** reach[i]: the furthest end among planes 0..i (non-decreasing). */
  reach: Float64Array
}

/** The spans sorted by start (stable), and the index over them. */
export function buildTrackIndex<T extends { x: number; width: number }>(
  spans: readonly T[],
): { sorted: T[]; index: TrackIndex } {
  const sorted = spans
    .map((span, order) => ({ span, order }))
    .sort((a, b) => a.span.x - b.span.x || a.order - b.order)
    .map((entry) => entry.span)
  const starts = new Float64Array(sorted.length)
  const reach = new Float64Array(sorted.length)
  let furthest = Number.NEGATIVE_INFINITY
  sorted.forEach((span, i) => {
    starts[i] = span.x
    furthest = Math.max(furthest, span.x + span.width)
    reach[i] = furthest
  })
  return { sorted, index: { starts, reach } }
}

/** First index whose value is greater than `value` (arr ascending); arr.length if none. */
function firstAbove(arr: Float64Array, value: number): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((arr[mid] ?? 0) > value) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** First index whose value is at least `value` (arr ascending); arr.length if none. */
function firstAtLeast(arr: Float64Array, value: number): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((arr[mid] ?? 0) >= value) hi = mid
    else lo = mid + 1
  }
  return lo
}

/**
 * The index range [from, to) holding every span that overlaps the open interval
 * (lo, hi) along the track; spans inside the range may still lie outside it (their
 * own end is short of `lo`). No allocation: writes into `out`.
 */
export function rangeOverlapping(
  index: TrackIndex,
  lo: number,
  hi: number,
  out: { from: number; to: number },
): { from: number; to: number } {
  const from = firstAbove(index.reach, lo)
  const to = Math.max(from, firstAtLeast(index.starts, hi))
  out.from = from
  out.to = to
  return out
}
