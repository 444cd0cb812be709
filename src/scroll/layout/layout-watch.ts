import {
  type Box,
  borderBox,
  boxed,
  childrenChangeMovesPanels,
  loadMovesLayout,
  reportedBox,
} from './layout-changes.ts'
import { isPanelGroup } from './panels.ts'
import { samePx } from './same-px.ts'

/** Window resize is debounced 100 ms, then the layout rebuilds 50 ms later. */
const RESIZE_DEBOUNCE_MS = 100
export const REBUILD_DELAY_MS = 50

/** Transitions of these properties move things; colour or opacity transitions do not. */
const LAYOUT_PROPERTY = /width|height|flex|margin|padding|gap|inset|left|right|top|bottom/

export type RebuildReason = 'content' | 'resize'

export interface LayoutWatchOptions {
  track: HTMLElement
  /** Runs the rebuild (measure and apply). */
  rebuild: (reason: RebuildReason) => void
  /** Runs at once on every window resize (the home expand state resets). */
  onResize: () => void
  /**
   * Runs at once when measured rects may be wrong until the rebuild: the window resized,
   * the track's panels changed, or a panel or the track changed size.
   */
  onStale: () => void
  /**
   * True while rebuilding must wait (a video is full screen, content is loading, a list
   * fills in away from the visitor). Checked when a rebuild is due.
   */
  frozen: () => boolean
  /**
   * Whether panels inserted after `before` land a viewport or more beyond the view, answered
   * from the last rects: reading layout in the mutation callback would lay the new panels out
   * in their render's task. Without it, every insertion before a panel makes the rects stale.
   */
  beyondView?: (before: Node | null) => boolean
  /**
   * Whether what is in view has moved since the last measurement, asked when the track's width
   * changed while panels went in (called where layout is clean, in a ResizeObserver callback).
   * Without it, every change of the track's width makes the rects stale.
   */
  viewMoved?: () => boolean
}

/**
 * Schedules one rebuild per burst of layout changes (children, the track's size, fonts, unsized
 * media, window resize); while frozen, it waits for `thaw()`. Only the track is observed for
 * size: each observed element costs every frame (docs/performance.md, 'Layout and measurement').
 */
export class LayoutWatch {
  private rebuildTimer: ReturnType<typeof setTimeout> | undefined
  private resizeTimer: ReturnType<typeof setTimeout> | undefined
  private pending: RebuildReason | null = null
  private stopped = false
  /** Panels went into the track (or a group in it) since the last rebuild: they widen it with nothing moved. */
  private insertedSinceRebuild = false
  /**
   * The track's size last seen, reported or read by a rebuild: only a real change of it
   * makes the measured rects stale (observing reports the track once at the start).
   */
  private seen: Box | null = null
  private readonly sizes: ResizeObserver
  private readonly mutations: MutationObserver
  private readonly track: HTMLElement

  constructor(private readonly options: LayoutWatchOptions) {
    const track = options.track
    this.track = track
    this.sizes = new ResizeObserver(this.onSizes)
    this.sizes.observe(track, { box: 'border-box' })
    this.mutations = new MutationObserver(this.onMutations)
    this.mutations.observe(track, { childList: true, subtree: true })
    // Load events do not bubble; capture sees every <img>/<video> in the track.
    track.addEventListener('load', this.onMediaLoad, true)
    track.addEventListener('loadedmetadata', this.onMediaLoad, true)
    track.addEventListener('transitionend', this.onTransitionEnd)
    window.addEventListener('resize', this.onWindowResize)
    void document.fonts?.ready.then(() => {
      if (!this.stopped) this.content()
    })
  }

  readonly schedule = (reason: RebuildReason): void => {
    // A resize anywhere in a burst wins: it re-anchors the position.
    this.pending = this.pending === 'resize' || reason === 'resize' ? 'resize' : 'content'
    clearTimeout(this.rebuildTimer)
    this.rebuildTimer = setTimeout(this.run, REBUILD_DELAY_MS)
  }

  /**
   * Rebuilds now (a new page is in the DOM): the changes observed so far are part of this
   * measurement, so they neither mark the rects stale nor ask for another. Frozen: scheduled.
   */
  rebuildNow(reason: RebuildReason): void {
    if (this.options.frozen()) {
      this.schedule(reason)
      return
    }
    this.mutations.takeRecords()
    clearTimeout(this.rebuildTimer)
    this.pending = this.pending === 'resize' ? 'resize' : reason
    this.run()
  }

  /** No longer frozen: a rebuild held meanwhile runs. */
  thaw(): void {
    if (this.pending !== null && this.rebuildTimer === undefined)
      this.rebuildTimer = setTimeout(this.run, REBUILD_DELAY_MS)
  }

  stop(): void {
    const track = this.track
    this.stopped = true
    clearTimeout(this.rebuildTimer)
    clearTimeout(this.resizeTimer)
    this.mutations.disconnect()
    this.sizes.disconnect()
    track.removeEventListener('load', this.onMediaLoad, true)
    track.removeEventListener('loadedmetadata', this.onMediaLoad, true)
    track.removeEventListener('transitionend', this.onTransitionEnd)
    window.removeEventListener('resize', this.onWindowResize)
  }

  private readonly run = (): void => {
    this.rebuildTimer = undefined
    if (this.stopped || this.pending === null) return
    if (this.options.frozen()) return
    const reason = this.pending
    this.pending = null
    this.insertedSinceRebuild = false
    // The size the rebuild measures, read first so that both share one layout: a report of
    // this size still on its way (the timer can run before the frame that reports the last
    // batch's width) is then no change.
    this.seen = borderBox(this.track)
    this.options.rebuild(reason)
  }

  private readonly content = (): void => this.schedule('content')

  private readonly onWindowResize = (): void => {
    this.options.onResize()
    this.options.onStale()
    clearTimeout(this.resizeTimer)
    this.resizeTimer = setTimeout(() => this.schedule('resize'), RESIZE_DEBOUNCE_MS)
  }

  private readonly onMediaLoad = (e: Event): void => {
    if (loadMovesLayout(e.target)) this.content()
  }

  private readonly onTransitionEnd = (e: TransitionEvent): void => {
    if (LAYOUT_PROPERTY.test(e.propertyName)) this.content()
  }

  /**
   * The track's height is every panel's; its width is theirs summed, which panels going in
   * also change: then what is in view is asked.
   */
  private readonly onSizes = (entries: ResizeObserverEntry[]): void => {
    const viewMoved = this.options.viewMoved ?? (() => true)
    let changed = false
    for (const entry of entries) {
      const size = reportedBox(entry)
      const seen = this.seen
      if (seen) {
        if (!samePx(size.height, seen.height)) changed = true
        else if (!samePx(size.width, seen.width) && (!this.insertedSinceRebuild || viewMoved()))
          changed = true
      }
      this.seen = size
    }
    if (changed) this.options.onStale()
    this.content()
  }

  /** Panels added or removed move everything after them. */
  private readonly onMutations = (records: MutationRecord[]): void => {
    const beyondView = this.options.beyondView ?? (() => false)
    for (const r of records) {
      if (this.holdsPanels(r.target) && Array.from(r.addedNodes).some(boxed))
        this.insertedSinceRebuild = true
    }
    if (records.some((r) => this.holdsPanels(r.target) && childrenChangeMovesPanels(r, beyondView)))
      this.options.onStale()
    this.content()
  }

  /**
   * The panels' own parent: the track, or a group in it (a batch of a long list goes into the
   * last group as well as after it).
   */
  private holdsPanels(node: Node): boolean {
    return node === this.track || (node.parentNode === this.track && isPanelGroup(node))
  }
}
