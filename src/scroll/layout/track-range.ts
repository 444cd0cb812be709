/**
 * How far either side of the view, in viewport widths, the track keeps its pictures
 * ready: a deferred picture gets its source (deferred-reveal.ts), and a plane's texture
 * is kept, and filled in at rest (PlaneSet.ts). One figure for both: the canvas fills
 * at rest only pictures that already have a source.
 */
export const NEAR_VIEWPORTS = 3

/**
 * The planes near the view, found by binary search, so the per-frame cost follows the
 * planes in or near view and not the length of the archive. Built on a layout change:
 * planes sorted by their start along the track, with the running maximum of their ends
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
