import { configStore } from '../lib/config.ts'
import { snapTarget } from './engine/snap.ts'
import { trackState } from './engine/track-state.ts'
import { type FrameClient, VirtualScroll } from './engine/virtual-scroll.ts'
import { installBrowserScroll } from './input/browser-scroll.ts'
import { installInput } from './input/input.ts'
import { type Anchor, anchorAt, positionOf } from './layout/anchor.ts'
import { DeferredReveal } from './layout/deferred-reveal.ts'
import { rememberGroups } from './layout/group-rects.ts'
import {
  EMPTY_LAYOUT,
  insertedBeyondView,
  measureLayout,
  type TrackLayout,
  viewEndMoved,
} from './layout/layout.ts'
import { type RebuildReason, watchLayout } from './layout/layout-watch.ts'
import { measurePanels } from './native/native-anchor.ts'

/** What the WebGL stage (and tests) get from the running virtual track. */
export interface VirtualTrack {
  scroll: VirtualScroll
  scroller: HTMLElement
  track: HTMLElement
  layout(): TrackLayout
  /** Called after every rebuild, and with `routeChanged` when a new page replaced the old. */
  onLayout(listener: (layout: TrackLayout, routeChanged: boolean) => void): () => void
  /** Called at once when the layout changed and the rects are stale until the next rebuild. */
  onStale(listener: () => void): () => void
  stop(): void
}

export interface VirtualTrackOptions {
  /** Rebuilds wait while true: a video is full screen or content is loading. */
  frozen: () => boolean
  /** Subscribes to changes of `frozen`; returns the unsubscribe. */
  subscribeFrozen: (changed: () => void) => () => void
  /** The content the native scroller showed before the switch (panel and share into it). */
  startAnchor: Anchor | null
  /** What pages add to the track (home's expanding work section); the shell passes them in. */
  features: readonly TrackFeature[]
}

/**
 * A page's behaviour driven by the virtual track, outside React: told each frame, each new
 * layout, and to start over on a resize or a new page (home expand rule).
 */
export interface TrackFeature extends FrameClient {
  setLayout(track: HTMLElement, layout: TrackLayout): void
  reset(): void
  stop(): void
}

declare global {
  interface Window {
    __track?: {
      scroll: VirtualScroll
      state: typeof trackState
      layout: () => TrackLayout
      /** A long list is still going in batch by batch (configStore.listFilling). */
      filling: () => boolean
    }
  }
}

const ROUTE_EVENTS = ['popstate', 'pushState', 'replaceState'] as const

/**
 * Switches the track to virtual scroll (desktop, ≥ 1024 px) and wires input, browser
 * scrolling, layout measurement and the pages' track features. `stop()` hands the position
 * back to native scrolling, so crossing 1024 px keeps the same content in view.
 */
export function startVirtualTrack(
  scroller: HTMLElement,
  track: HTMLElement,
  options: VirtualTrackOptions,
): VirtualTrack {
  const root = document.documentElement
  const scroll = new VirtualScroll(track)
  const { features } = options
  const reveal = new DeferredReveal(track)
  const listeners = new Set<(layout: TrackLayout, routeChanged: boolean) => void>()
  const staleListeners = new Set<() => void>()
  let layout = EMPTY_LAYOUT
  let pathname = location.pathname
  let routeChanged = false
  let pendingHash = location.hash.length > 1
  // A #fragment target holds its place while the page is still settling (content,
  // fonts, images changing widths), until the visitor scrolls themselves.
  let heldTarget: Element | null = null

  root.classList.add('is-virtual')
  trackState.virtual = true
  rememberGroups(true)
  scroll.dpr = window.devicePixelRatio || 1

  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const onMotion = () => {
    scroll.reducedMotion = motion.matches
    scroll.wake()
  }
  onMotion()
  motion.addEventListener('change', onMotion)

  const rebuild = (reason: RebuildReason) => {
    const anchor = reason === 'resize' ? anchorAt(layout.panels, scroll.current) : null
    layout = measureLayout(scroller, track, location.pathname === '/')
    scroll.viewportWidth = layout.viewportWidth
    scroll.viewportHeight = layout.viewportHeight
    scroll.dpr = window.devicePixelRatio || 1
    scroll.setLimit(layout.limit)
    if (anchor) scroll.jumpTo(positionOf(layout.panels, anchor, scroll.current))
    for (const feature of features) feature.setLayout(track, layout)
    reveal.setLayout(layout)
    const fresh = routeChanged
    routeChanged = false
    for (const listener of listeners) listener(layout, fresh)
    if (heldTarget?.isConnected) browser.goTo(heldTarget, true)
    else if (pendingHash) {
      heldTarget = browser.goToHash(true)
      pendingHash = heldTarget === null
    }
    scroll.wake()
  }

  const onGestureEnd = (direction: number) => {
    const point = snapTarget(
      scroll.target,
      direction,
      layout.snapPoints,
      scroll.viewportWidth,
      scroll.limit,
    )
    if (point !== null) scroll.snapToPoint(point, performance.now())
  }

  const onRoute = () => {
    if (location.pathname === pathname) return
    pathname = location.pathname
    routeChanged = true
    pendingHash = location.hash.length > 1
    heldTarget = null
    // A new page starts at its start (the work project resets on a slug change too).
    scroll.jumpTo(0)
    for (const feature of features) feature.reset()
    watch.schedule('content')
  }

  // The native position when the switch happens: the same content stays in view.
  const nativeStart = scroller.scrollLeft
  const startAnchor =
    options.startAnchor ?? (nativeStart > 0 ? anchorAt(measurePanels(track), nativeStart) : null)
  // A #fragment in the URL wins over the position carried across the switch.
  const keepPosition = startAnchor !== null && !pendingHash
  const browser = installBrowserScroll(scroll, scroller, track)
  // A long list filling in (configStore.listFilling) holds rebuilds, each a whole-track
  // measure, except within a viewport of the end measured so far: there each batch grows
  // the track, so a quick visitor never waits at the end.
  const nearEnd = () => scroll.target >= scroll.limit - scroll.viewportWidth
  const frozen = () => options.frozen() || (configStore.listFilling && !nearEnd())
  const watch = watchLayout({
    track,
    rebuild,
    onResize: () => {
      for (const feature of features) feature.reset()
    },
    onStale: () => {
      for (const listener of staleListeners) listener()
    },
    frozen,
    // The view ahead as well as the one shown: a glide under way ends at the target.
    beyondView: (before) =>
      insertedBeyondView(before, layout, Math.max(scroll.current, scroll.target)),
    viewMoved: () => viewEndMoved(track, layout, Math.max(scroll.current, scroll.target)),
  })
  // Arriving at that end with batches already in: the rebuild they wait for runs now.
  const growingEnd = {
    frame: () => {
      if (configStore.listFilling && nearEnd()) watch.thaw()
      return false
    },
  }
  rebuild('content')
  if (keepPosition) scroll.jumpTo(positionOf(layout.panels, startAnchor, nativeStart))
  // A keyboard visitor quicker than the page's start moved the focus before the virtual
  // track existed: it is brought into view now, as a focusin would have been.
  browser.revealFocused()
  const releaseHeld = () => {
    heldTarget = null
    pendingHash = false
  }
  const stopInput = installInput(scroll, scroller, onGestureEnd, releaseHeld)
  track.addEventListener('focusin', releaseHeld)
  const stopFrozen = options.subscribeFrozen(() => {
    if (!frozen()) watch.thaw()
  })
  for (const type of ROUTE_EVENTS) window.addEventListener(type, onRoute)
  const stopFeatures = features.map((feature) => scroll.addClient(feature))
  const stopGrowingEnd = scroll.addClient(growingEnd)
  const stopReveal = scroll.addClient(reveal)
  // Read-only handle for tests and the benchmark (cheap: the same objects).
  window.__track = {
    scroll,
    state: trackState,
    layout: () => layout,
    filling: () => configStore.listFilling,
  }

  return {
    scroll,
    scroller,
    track,
    layout: () => layout,
    onLayout(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onStale(listener) {
      staleListeners.add(listener)
      return () => staleListeners.delete(listener)
    },
    /** Back to native scrolling (crossing below 1024 px), on the same content. */
    stop() {
      const anchor = anchorAt(layout.panels, scroll.current)
      const position = scroll.current
      for (const type of ROUTE_EVENTS) window.removeEventListener(type, onRoute)
      for (const stopFeature of stopFeatures) stopFeature()
      stopGrowingEnd()
      stopReveal()
      reveal.releaseAll()
      for (const feature of features) feature.stop()
      stopFrozen()
      stopInput()
      track.removeEventListener('focusin', releaseHeld)
      watch.stop()
      browser.stop()
      motion.removeEventListener('change', onMotion)
      listeners.clear()
      staleListeners.clear()
      scroll.release()
      root.classList.remove('is-virtual')
      trackState.virtual = false
      rememberGroups(false)
      // The narrower layout applies now; put the same panel share at the start again.
      scroller.scrollLeft = positionOf(measurePanels(track), anchor, position)
      delete window.__track
    },
  }
}
