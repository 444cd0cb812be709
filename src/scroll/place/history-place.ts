import { readPlace, samePlace, type TrackPlace, withPlace } from './track-place.ts'

/** The place the current history entry holds, if any. */
export function entryPlace(): TrackPlace | null {
  return readPlace(history.state)
}

/**
 * Keeps `place` in the current history entry. Through `History.prototype.replaceState`, not
 * `history.replaceState`: the router wraps the latter to announce a navigation (to itself
 * and to the Studio's preview), and a place kept is none. The URL stays as it is.
 */
export function keepPlace(place: TrackPlace): void {
  if (samePlace(entryPlace(), place)) return
  History.prototype.replaceState.call(history, withPlace(history.state, place), '')
}
