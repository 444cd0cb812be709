import type { RouteSubscription } from '../lib/route-changes.ts'
import type { FrameClient, VirtualScroll } from './engine/virtual-scroll.ts'
import type { Anchor } from './layout/anchor.ts'
import type { TrackLayout } from './layout/layout.ts'
import type { TrackPlace } from './place/track-place.ts'
import type { LayoutListener } from './track-layouts.ts'

// The virtual track's contract with the stage, the shell and the pages' features; the track
// itself is made in start-virtual-track.ts.

/** What the WebGL stage (and tests) get from the running virtual track. */
export interface VirtualTrack {
  scroll: VirtualScroll
  scroller: HTMLElement
  track: HTMLElement
  layout(): TrackLayout
  /** Called after every rebuild, and with `routeChanged` when a new page replaced the old. */
  onLayout(listener: LayoutListener): () => void
  /** Called at once when the layout changed and the rects are stale until the next rebuild. */
  onStale(listener: () => void): () => void
  stop(): void
}

export interface VirtualTrackOptions {
  /** Rebuilds wait while true: a video is full screen or content is loading. */
  frozen: () => boolean
  /** Subscribes to changes of `frozen`; returns the unsubscribe. */
  subscribeFrozen: (changed: () => void) => () => void
  /** The router's navigation (lib/route-changes.ts), handed in by the shell. */
  subscribeRoute: RouteSubscription
  /** The content the native scroller showed before the switch (panel and share into it). */
  startAnchor: Anchor | null
  /** What pages add to the track (home's expanding work section); the shell passes them in. */
  features: readonly TrackFeature[]
}

/**
 * A page's behaviour driven by the virtual track, outside React: told each frame, each new
 * layout, to start over on a resize, and of each page arriving with the place its history
 * entry holds, to which it adds its own state when the place is saved (home expand rule).
 */
export interface TrackFeature extends FrameClient {
  setLayout(track: HTMLElement, layout: TrackLayout): void
  reset(): void
  arrive(place: TrackPlace | null): void
  keep(place: TrackPlace): void
  stop(): void
}
