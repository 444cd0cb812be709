import { configStore } from '../lib/config.ts'
import type { RouteChange } from '../lib/route-changes.ts'
import { snapTarget } from './engine/snap.ts'
import { type FrameClient, VirtualScroll } from './engine/virtual-scroll.ts'
import { BrowserScroll } from './input/browser-scroll.ts'
import { FragmentHold } from './input/fragment-hold.ts'
import { installInput } from './input/input.ts'
import { anchorAt, positionOf } from './layout/anchor.ts'
import { DeferredReveal } from './layout/deferred-reveal.ts'
import {
  insertedBeyondView,
  measureLayout,
  type TrackLayout,
  viewEndMoved,
} from './layout/layout.ts'
import { LayoutWatch, type RebuildReason } from './layout/layout-watch.ts'
import { measurePanels } from './native/native-anchor.ts'
import { entryPlace } from './place/history-place.ts'
import type { TrackPlace } from './place/track-place.ts'
import { VirtualPlace } from './place/virtual-place.ts'
import { exposeTrackDebug } from './track-debug.ts'
import { type LayoutListener, TrackLayouts } from './track-layouts.ts'
import { enterVirtualMode, followReducedMotion } from './virtual-mode.ts'
import type { VirtualTrack, VirtualTrackOptions } from './virtual-track.ts'

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
  private readonly place: VirtualPlace
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
    this.place = new VirtualPlace({
      scroll,
      layout: () => this.layouts.current,
      shownPath: () => this.pathname,
      keep: (place) => {
        for (const feature of options.features) feature.keep(place)
      },
    })
    // The place this very entry was left at (a reload) wins; else the native position when
    // the switch happens, read before the browser scroll absorbs it: the same content in view.
    const place = this.arrive(entryPlace())
    const native = scroller.scrollLeft
    const anchor = place
      ? null
      : (options.startAnchor ?? (native > 0 ? anchorAt(measurePanels(track), native) : null))
    this.browser = new BrowserScroll(scroll, scroller, track)
    this.fragment = new FragmentHold(this.browser, place ? '' : location.hash)
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
        onInput: () => {
          fragment.release()
          this.place.release()
        },
      }),
      () => track.removeEventListener('focusin', fragment.release),
      options.subscribeFrozen(() => {
        if (!this.frozen()) this.watch.thaw()
      }),
      options.subscribeRoute(this.onRoute),
      ...options.features.map((feature) => scroll.addClient(feature)),
      scroll.addClient(this.growingEnd),
      scroll.addClient(this.reveal),
      scroll.addClient(this.place),
      () => this.place.stop(),
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
    // The heading the new page focuses must not take the track from the place restored.
    if (this.place.afterRebuild(layout)) this.browser.holdReveal()
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

  /**
   * A new page starts at its start (the work project resets on a slug change too), one whose
   * history entry holds a place (Back, Forward) at that place. The router has rendered the page
   * by the next microtask (a link: in one queued before; Back and Forward: before this listener
   * ran): measured then, the page is at its place before its first frame.
   */
  private readonly onRoute = ({ pathname, hash }: RouteChange): void => {
    if (pathname === this.pathname) return
    this.pathname = pathname
    this.routeChanged = true
    const place = this.arrive(entryPlace())
    this.fragment.newPage(place ? '' : hash)
    this.scroll.jumpTo(0)
    queueMicrotask(() => this.watch.rebuildNow('content'))
  }

  /** A page arrives with the place its entry holds, or none: the track and features hear it. */
  private arrive(place: TrackPlace | null): TrackPlace | null {
    this.place.arrive(place)
    for (const feature of this.options.features) feature.arrive(place)
    return place
  }
}
