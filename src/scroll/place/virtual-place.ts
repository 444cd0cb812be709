import type { FrameClient, VirtualScroll } from '../engine/virtual-scroll.ts'
import { anchorAt } from '../layout/anchor.ts'
import type { TrackLayout } from '../layout/layout.ts'
import { keepPlace } from './history-place.ts'
import { addPlaceSaver } from './place-savers.ts'
import { placeFits, placeX, type TrackNow, type TrackPlace } from './track-place.ts'

/** How long an arriving page's place waits for the track to grow long enough for it. */
export const ARRIVAL_WAIT_MS = 3000

export interface VirtualPlaceOptions {
  scroll: Pick<VirtualScroll, 'target' | 'jumpTo'>
  layout: () => TrackLayout
  /** The path of the page the track shows: a save meant for another entry is dropped. */
  shownPath: () => string
  /** Adds what the pages keep with the position (home's expanded work section). */
  keep: (place: TrackPlace) => void
}

/** The track as `layout` measured it, for a place to be restored into. */
const trackNow = (layout: TrackLayout): TrackNow => ({
  width: layout.viewportWidth,
  limit: layout.limit,
  spans: layout.panels,
})

/**
 * The virtual track's place in the current history entry (track-place.ts): written when the
 * track comes to rest, when the page is hidden (a reload, the back/forward cache) and just
 * before a link navigation (the shell's savers); restored when a page arrives on an entry that
 * holds one, at the first measurement long enough to show it. Jumped to, never glided.
 */
export class VirtualPlace implements FrameClient {
  private arrival: TrackPlace | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private wasMoving = false
  private readonly unregister: () => void

  constructor(private readonly options: VirtualPlaceOptions) {
    this.unregister = addPlaceSaver(this.save)
    addEventListener('pagehide', this.save)
  }

  /** Where the track is, or will be once a glide under way ends. */
  place(): TrackPlace {
    const { scroll, layout, keep } = this.options
    const x = scroll.target
    const measured = layout()
    const place: TrackPlace = {
      x,
      width: measured.viewportWidth,
      anchor: anchorAt(measured.panels, x),
    }
    keep(place)
    return place
  }

  /** Writes the place into the current entry, if the track still shows that entry's page. */
  readonly save = (): void => {
    if (this.arrival || location.pathname !== this.options.shownPath()) return
    if (this.options.layout().viewportWidth > 0) keepPlace(this.place())
  }

  /**
   * A page arrives on an entry holding `place` (Back, Forward, a reload), or none (a link):
   * the place waits for a measurement it fits in, ARRIVAL_WAIT_MS at most, then the track
   * goes as far as it can.
   */
  arrive(place: TrackPlace | null): void {
    clearTimeout(this.timer)
    this.arrival = place
    if (!place) return
    this.timer = setTimeout(() => {
      if (this.arrival === place) this.restore(place, this.options.layout())
    }, ARRIVAL_WAIT_MS)
  }

  /** A page waits for its place. */
  get arriving(): boolean {
    return this.arrival !== null
  }

  /** After a rebuild: the track jumps to the arriving place once it fits; true when it did. */
  afterRebuild(layout: TrackLayout): boolean {
    const place = this.arrival
    if (!place || !placeFits(place, trackNow(layout))) return false
    this.restore(place, layout)
    return true
  }

  /** The visitor's own input: the track is theirs, no place is waited for any more. */
  readonly release = (): void => {
    clearTimeout(this.timer)
    this.arrival = null
  }

  /** Saves when the track comes to rest (no write while it moves). */
  frame(_now: number, _scroll: VirtualScroll, moving: boolean): boolean {
    if (this.wasMoving && !moving) this.save()
    this.wasMoving = moving
    return false
  }

  stop(): void {
    this.release()
    this.unregister()
    removeEventListener('pagehide', this.save)
  }

  private restore(place: TrackPlace, layout: TrackLayout): void {
    this.release()
    this.options.scroll.jumpTo(placeX(place, trackNow(layout)))
  }
}
