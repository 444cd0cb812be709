/**
 * The home work section's expand/collapse rule: scrolling forward past about the
 * middle of the first section expands it, back collapses it; a 0.03 progress margin either side
 * keeps it from flapping, and after each change it stays put for 850 ms.
 */

export const EXPAND_MARGIN = 0.03
export const EXPAND_LOCK_MS = 850
/** Once expanded, the preview items show their text this much later. */
export const EXPAND_TEXT_DELAY_MS = 600

export interface ExpandState {
  expanded: boolean
  /** No change before this time (ms, same clock as `now`). */
  lockedUntil: number
  /** Progress seen last time, to tell forward from back; NaN until the first reading. */
  lastProgress: number
  /** Sign of the last movement: a change held back by the lock still happens once it ends. */
  direction: number
}

/**
 * Collapsed, with no movement known yet: the first reading after a reset (a resize, a new
 * page) is a baseline, not a scroll, so a visitor resting past the middle stays collapsed.
 */
export function collapsedState(): ExpandState {
  return { expanded: false, lockedUntil: 0, lastProgress: Number.NaN, direction: 0 }
}

/**
 * The state a page returned to (Back, Forward, a reload) left the section in, from its history
 * entry's place (scroll/place/track-place.ts, `expanded`). As after a reset, the first reading
 * is a baseline: the restored track position does not count as a scroll, so the section stays
 * as it was left until the visitor scrolls.
 */
export function restoredState(expanded: boolean): ExpandState {
  return { ...collapsedState(), expanded }
}

/**
 * Feeds one progress reading into `state` (updated in place: it runs every frame and must
 * not allocate). `middle` is the progress at which the viewport's start edge passes the
 * middle of the first section. Returns true when `expanded` changed.
 */
export function stepExpand(
  state: ExpandState,
  progress: number,
  middle: number,
  now: number,
): boolean {
  const moved = Number.isNaN(state.lastProgress) ? 0 : progress - state.lastProgress
  state.lastProgress = progress
  if (moved !== 0) state.direction = moved > 0 ? 1 : -1
  if (now < state.lockedUntil) return false
  const expand = !state.expanded && state.direction > 0 && progress >= middle + EXPAND_MARGIN
  const collapse = state.expanded && state.direction < 0 && progress <= middle - EXPAND_MARGIN
  if (!expand && !collapse) return false
  state.expanded = expand
  state.lockedUntil = now + EXPAND_LOCK_MS
  return true
}

/** Progress at the middle of the first section: half its width over the track's limit. */
export function firstSectionMiddle(firstWidth: number, limit: number): number {
  return limit > 0 ? Math.min(1, firstWidth / 2 / limit) : 1
}
