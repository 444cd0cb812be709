import { configStore } from '../lib/config.ts'
import type { RouteChange, RouteSubscription } from '../lib/route-changes.ts'
import { snapTarget } from './engine/snap.ts'
import { type FrameClient, VirtualScroll } from './engine/virtual-scroll.ts'
import { BrowserScroll } from './input/browser-scroll.ts'
import { FragmentHold } from './input/fragment-hold.ts'
import { installInput } from './input/input.ts'
import { type Anchor, anchorAt, positionOf } from './layout/anchor.ts'
import { DeferredReveal } from './layout/deferred-reveal.ts'
import {
  insertedBeyondView,
  measureLayout,
  type TrackLayout,
  viewEndMoved,
} from './layout/layout.ts'
import { LayoutWatch, type RebuildReason } from './layout/layout-watch.ts'
import { measurePanels } from './native/native-anchor.ts'
import { exposeTrackDebug } from './track-debug.ts'
import { type LayoutListener, TrackLayouts } from './track-layouts.ts'
import { enterVirtualMode, followReducedMotion } from './virtual-mode.ts'

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
 * layout, and to start over on a resize or a new page (home expand rule).
 */
export interface TrackFeature extends FrameClient {
  setLayout(track: HTMLElement, layout: TrackLayout): void
  reset(): void
  stop(): void
}

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
  return new VirtualTrackRun(scroller, track, options)
}

/** The running track: owns the scroll, the current layout and every listener until `stop`. */
class VirtualTrackRun implements VirtualTrack {
  readonly scroll: VirtualScroll
  private readonly layouts = new TrackLayouts()
  private readonly reveal: DeferredReveal
  private readonly browser: BrowserScroll
  private readonly fragment: FragmentHold
  private readonly watch: LayoutWatch
  private readonly stops: (() => void)[] = []
  private readonly leaveVirtual: () => void
  /** The page shown: a new one starts at its start. */
  private pathname = location.pathname
  /** The next rebuild measures a new page. */
  private routeChanged = false

  constructor(
    readonly scroller: HTMLElement,
    readonly track: HTMLElement,
    private readonly options: VirtualTrackOptions,
  ) {
    const scroll = new VirtualScroll(track)
    this.scroll = scroll
    this.reveal = new DeferredReveal(track)
    this.leaveVirtual = enterVirtualMode(scroll)
    this.stops.push(followReducedMotion(scroll))
    // The native position when the switch happens, read before the browser scroll absorbs
    // it: the same content stays in view.
    const native = scroller.scrollLeft
    const anchor =
      options.startAnchor ?? (native > 0 ? anchorAt(measurePanels(track), native) : null)
    this.browser = new BrowserScroll(scroll, scroller, track)
    this.fragment = new FragmentHold(this.browser, location.hash)
    // A #fragment in the URL wins over the position carried across the switch.
    const keepPosition = anchor !== null && !this.fragment.pending
    this.watch = this.watchLayout()
    this.rebuild('content')
    if (keepPosition) scroll.jumpTo(positionOf(this.layouts.current.panels, anchor, native))
    // A keyboard visitor quicker than the page's start moved the focus before the virtual
    // track existed: it is brought into view now, as a focusin would have been.
    this.browser.revealFocused()
    this.listen()
  }

  layout(): TrackLayout {
    return this.layouts.current
  }

  onLayout(listener: LayoutListener): () => void {
    return this.layouts.onLayout(listener)
  }

  onStale(listener: () => void): () => void {
    return this.layouts.onStale(listener)
  }

  /** Back to native scrolling (crossing below 1024 px), on the same content. */
  stop(): void {
    const { scroll, track } = this
    const anchor = anchorAt(this.layouts.current.panels, scroll.current)
    const position = scroll.current
    for (const stop of this.stops.splice(0)) stop()
    this.reveal.releaseAll()
    for (const feature of this.options.features) feature.stop()
    this.watch.stop()
    this.browser.stop()
    this.layouts.clear()
    scroll.release()
    this.leaveVirtual()
    // The narrower layout applies now; put the same panel share at the start again.
    this.scroller.scrollLeft = positionOf(measurePanels(track), anchor, position)
  }

  /** The input, the frame clients and the subscriptions, undone by `stop`. */
  private listen(): void {
    const { scroll, options, track, fragment } = this
    track.addEventListener('focusin', fragment.release)
    this.stops.push(
      installInput({
        scroll,
        scroller: this.scroller,
        onGestureEnd: this.onGestureEnd,
        onInput: fragment.release,
      }),
      () => track.removeEventListener('focusin', fragment.release),
      options.subscribeFrozen(() => {
        if (!this.frozen()) this.watch.thaw()
      }),
      options.subscribeRoute(this.onRoute),
      ...options.features.map((feature) => scroll.addClient(feature)),
      scroll.addClient(this.growingEnd),
      scroll.addClient(this.reveal),
    )
    if (__TEST_HOOKS__) this.stops.push(exposeTrackDebug(scroll, () => this.layouts.current))
  }

  /** Measures, applies the layout to the scroll, the features and the listeners. */
  private readonly rebuild = (reason: RebuildReason): void => {
    const { scroll, layouts } = this
    const anchor = reason === 'resize' ? anchorAt(layouts.current.panels, scroll.current) : null
    const layout = measureLayout(this.scroller, this.track)
    layouts.current = layout
    scroll.viewportWidth = layout.viewportWidth
    scroll.viewportHeight = layout.viewportHeight
    scroll.dpr = window.devicePixelRatio || 1
    scroll.setLimit(layout.limit)
    if (anchor) scroll.jumpTo(positionOf(layout.panels, anchor, scroll.current))
    for (const feature of this.options.features) feature.setLayout(this.track, layout)
    this.reveal.setLayout(layout)
    const fresh = this.routeChanged
    this.routeChanged = false
    layouts.publish(fresh)
    this.fragment.afterRebuild()
    scroll.wake()
  }

  private watchLayout(): LayoutWatch {
    const { track, layouts, options } = this
    return new LayoutWatch({
      track,
      rebuild: this.rebuild,
      onResize: () => {
        for (const feature of options.features) feature.reset()
      },
      onStale: () => layouts.markStale(),
      frozen: this.frozen,
      beyondView: (before) => insertedBeyondView(before, layouts.current, this.viewAhead()),
      viewMoved: () => viewEndMoved(track, layouts.current, this.viewAhead()),
    })
  }

  /** Where the view starts, or will once a glide under way ends at its target. */
  private viewAhead(): number {
    return Math.max(this.scroll.current, this.scroll.target)
  }

  /**
   * Rebuilds wait while the shell says so, and while a long list fills in
   * (configStore.listFilling), each batch a whole-track measure, except within a viewport of
   * the end measured so far: there each batch grows the track, so a quick visitor never waits.
   */
  private readonly frozen = (): boolean =>
    this.options.frozen() || (configStore.listFilling && !this.nearEnd())

  private nearEnd(): boolean {
    return this.scroll.target >= this.scroll.limit - this.scroll.viewportWidth
  }

  /** Arriving at that end with batches already in: the rebuild they wait for runs now. */
  private readonly growingEnd: FrameClient = {
    frame: () => {
      if (configStore.listFilling && this.nearEnd()) this.watch.thaw()
      return false
    },
  }

  /** A gesture ended just short of a place the page marked: the scroll glides on to it. */
  private readonly onGestureEnd = (direction: number): void => {
    const { scroll } = this
    const point = snapTarget({
      position: scroll.target,
      direction,
      points: this.layouts.current.snapPoints,
      viewportWidth: scroll.viewportWidth,
      limit: scroll.limit,
    })
    if (point !== null) scroll.snapToPoint(point, performance.now())
  }

  /** A new page starts at its start (the work project resets on a slug change too). */
  private readonly onRoute = ({ pathname, hash }: RouteChange): void => {
    if (pathname === this.pathname) return
    this.pathname = pathname
    this.routeChanged = true
    this.fragment.newPage(hash)
    this.scroll.jumpTo(0)
    for (const feature of this.options.features) feature.reset()
    this.watch.schedule('content')
  }
}
