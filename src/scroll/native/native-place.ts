import { DESKTOP_MEDIA } from '../../lib/desktop-media.ts'
import { trackState } from '../engine/track-state.ts'
import { anchorAt } from '../layout/anchor.ts'
import { entryPlace, keepPlace } from '../place/history-place.ts'
import { addPlaceSaver } from '../place/place-savers.ts'
import { placeFits, placeX, type TrackNow, type TrackPlace } from '../place/track-place.ts'
import { measurePanels } from './native-anchor.ts'

/** A scroll has settled this long after its last event: the place is written then. */
const SETTLE_MS = 150
/** How long a restore waits for the page to grow long enough (its chunk, content, sizes). */
const RESTORE_WAIT_MS = 3000

/** Below 1024 px, where the native scroller is the track (the virtual track keeps its own). */
const nativeTrackRuns = (): boolean =>
  !trackState.virtual && !window.matchMedia(DESKTOP_MEDIA).matches

/** The native scroller's place now: layout reads, at a scroll's settle or before leaving. */
function nativePlace(scroller: HTMLElement, track: HTMLElement): TrackPlace {
  const x = scroller.scrollLeft
  const place: TrackPlace = {
    x,
    width: scroller.clientWidth,
    anchor: x > 0 ? anchorAt(measurePanels(track), x) : null,
  }
  const expandable = track.querySelector<HTMLElement>('[data-expanded]')
  if (expandable) place.expanded = expandable.dataset.expanded === 'true'
  return place
}

/**
 * Keeps the native scroller's place in the current history entry: when a scroll settles, when
 * the page is hidden (a reload, the back/forward cache) and when the shell leaves the entry.
 * A Back or Forward cancels a pending write: the entry is another one by then.
 */
export function keepNativePlace(scroller: HTMLElement, track: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    clearTimeout(timer)
    if (nativeTrackRuns()) keepPlace(nativePlace(scroller, track))
  }
  const onScroll = () => {
    clearTimeout(timer)
    // A settle that comes after the page changed belongs to no entry it could still write.
    const path = location.pathname
    timer = setTimeout(() => {
      if (location.pathname === path) save()
    }, SETTLE_MS)
  }
  const onTraverse = () => clearTimeout(timer)
  scroller.addEventListener('scroll', onScroll, { passive: true })
  addEventListener('pagehide', save)
  addEventListener('popstate', onTraverse, { capture: true })
  const unregister = addPlaceSaver(save)
  return () => {
    clearTimeout(timer)
    unregister()
    scroller.removeEventListener('scroll', onScroll)
    removeEventListener('pagehide', save)
    removeEventListener('popstate', onTraverse, { capture: true })
  }
}

/** The native track as laid out now (the panels only where the width changed). */
function nativeNow(scroller: HTMLElement, track: HTMLElement, place: TrackPlace): TrackNow {
  const width = scroller.clientWidth
  const sameWidth = Math.abs(width - place.width) < 0.5
  return {
    width,
    limit: scroller.scrollWidth - width,
    spans: sameWidth ? [] : measurePanels(track),
  }
}

/**
 * Puts the native scroller at `place` as soon as the page is long enough to show it, watching
 * the track's size meanwhile; gives up after RESTORE_WAIT_MS (going as far as it can) or at the
 * visitor's own input. Returns the cancel.
 */
function restoreNativePlace(
  scroller: HTMLElement,
  track: HTMLElement,
  place: TrackPlace,
): () => void {
  const attempt = (force: boolean) => {
    const now = nativeNow(scroller, track, place)
    if (!force && !placeFits(place, now)) return false
    scroller.scrollLeft = placeX(place, now)
    return true
  }
  if (attempt(false)) return () => {}
  const observer = new ResizeObserver(() => {
    if (attempt(false)) stop()
  })
  const timer = setTimeout(() => {
    attempt(true)
    stop()
  }, RESTORE_WAIT_MS)
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of inputs) removeEventListener(type, stop, true)
  }
  observer.observe(track)
  for (const type of inputs) addEventListener(type, stop, true)
  return stop
}

/**
 * A page has arrived: an entry that holds a place (Back, Forward, a reload) gets it back, a new
 * one starts at its beginning. `first`: the page the document loaded with, which keeps where
 * the visitor scrolled before the scripts ran. Returns the cancel of a pending restore.
 */
export function arriveAtPlace(
  scroller: HTMLElement,
  track: HTMLElement,
  first: boolean,
): () => void {
  const place = entryPlace()
  if (place && nativeTrackRuns() && (!first || scroller.scrollLeft === 0)) {
    return restoreNativePlace(scroller, track, place)
  }
  if (!first) scroller.scrollTo({ left: 0, top: 0 })
  return () => {}
}
