import { isPanelGroup } from './panels.ts'
import { samePx } from './same-px.ts'

/** Spec §4, §9: window resize is debounced 100 ms, then the layout rebuilds 50 ms later. */
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
   * Whether panels inserted after `before` land a viewport or more beyond the view, so
   * nothing in sight moves (childrenChangeMovesPanels). Answered from the rects measured
   * last, not read: a layout read in the mutation callback would run the new panels'
   * layout in the same task as their render (on a large archive, a long task per batch).
   * Without it, every insertion before a panel makes the rects stale.
   */
  beyondView?: (before: Node | null) => boolean
  /**
   * Whether what is in view has moved since the last measurement: asked when the track
   * changed width while panels went in since then, which may explain the change. Read in
   * a ResizeObserver callback, where layout is clean, so the read costs no layout.
   * Without it, every change of the track's width makes the rects stale.
   */
  viewMoved?: () => boolean
}

/**
 * Whether a media load can move anything: not when the element's box was reserved from
 * its `width` and `height` attributes (every SanityImage has them), as the box keeps its
 * size when the pixels arrive. Only unsized media makes the rects stale. Without this,
 * every lazy picture arriving during a scroll would re-measure the whole track: on a
 * 2,000-project archive, a long task each time.
 */
export function loadMovesLayout(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLImageElement || target instanceof HTMLVideoElement)) return false
  return !(target.hasAttribute('width') && target.hasAttribute('height'))
}

interface Box {
  width: number
  height: number
}

function borderBox(el: Element): Box {
  const { width, height } = el.getBoundingClientRect()
  return { width, height }
}

/**
 * The border box a ResizeObserver reports (horizontal writing: inline is width), or read
 * where a browser reports none: layout is clean in the callback, so the read is free.
 */
function reportedBox(entry: Pick<ResizeObserverEntry, 'borderBoxSize' | 'target'>): Box {
  const box = entry.borderBoxSize?.[0]
  return box ? { width: box.inlineSize, height: box.blockSize } : borderBox(entry.target)
}

/** An element with a box where scripts run: not a `<noscript>`, nor text. */
const boxed = (node: Node) => node.nodeType === Node.ELEMENT_NODE && node.nodeName !== 'NOSCRIPT'

/** Whether any node from `node` on (its next siblings) has a box. */
function boxedFrom(node: Node | null): boolean {
  for (; node; node = node.nextSibling) if (boxed(node)) return true
  return false
}

/**
 * Whether a change to the panels moves panels already measured: removing a panel does,
 * and so does inserting one with a panel after it, unless the insertion lands beyond the
 * view (`beyondView`, given the node before it): what moves is then out of sight, like
 * the next batch of a long list going in before the footer. Appending at the end moves
 * nothing, and a `<noscript>` has no box where scripts run. The change is to the track's
 * own children, or to a group's (`target`, a child of the track whose children are
 * panels): then what follows the group moves too, and an insertion at the group's start
 * goes in after what is before the group.
 */
export function childrenChangeMovesPanels(
  record: {
    addedNodes: ArrayLike<Node>
    removedNodes: ArrayLike<Node>
    nextSibling: Node | null
    previousSibling: Node | null
    target?: Node
  },
  beyondView: (before: Node | null) => boolean = () => false,
): boolean {
  if (Array.from(record.removedNodes).some(boxed)) return true
  if (!Array.from(record.addedNodes).some(boxed)) return false
  const target = record.target ?? null
  const group = isPanelGroup(target) ? target : null
  const moves = boxedFrom(record.nextSibling) || (group !== null && boxedFrom(group.nextSibling))
  const before = record.previousSibling ?? group?.previousSibling ?? null
  return moves && !beyondView(before)
}

/**
 * Watches everything that changes the track's layout — children added or removed (route
 * change, content arriving), the track changing size (a panel changing size changes the
 * track's width: it is `max-content`), web fonts, loads of unsized media, window resize —
 * and schedules one rebuild for a burst of them. While frozen, the rebuild waits;
 * `thaw()` runs the one that waited.
 *
 * Only the track is observed for size, not each panel: the browser checks every observed
 * element in every frame, and with a panel per project a 2,000-project /work spent about
 * 1.4 ms of each frame of a scroll on it.
 */
export function watchLayout(options: LayoutWatchOptions): {
  schedule: (reason: RebuildReason) => void
  thaw: () => void
  stop: () => void
} {
  const {
    track,
    rebuild,
    onResize,
    onStale,
    frozen,
    beyondView = () => false,
    viewMoved = () => true,
  } = options
  let rebuildTimer: ReturnType<typeof setTimeout> | undefined
  let resizeTimer: ReturnType<typeof setTimeout> | undefined
  let pending: RebuildReason | null = null
  let stopped = false
  // Panels went into the track (or a group in it) since the last rebuild: they widen it
  // with nothing moved.
  let insertedSinceRebuild = false
  // The track's size last seen, reported or read by a rebuild: only a real change of it
  // makes the measured rects stale (observing reports the track once at the start).
  let seen: Box | null = null

  const run = () => {
    rebuildTimer = undefined
    if (stopped || pending === null) return
    if (frozen()) return
    const reason = pending
    pending = null
    insertedSinceRebuild = false
    // The size the rebuild measures, read first so that both share one layout: a report
    // of this size still on its way (a busy machine runs the rebuild's timer before the
    // frame that reports the last batch's width) is then no change.
    seen = borderBox(track)
    rebuild(reason)
  }
  const schedule = (reason: RebuildReason) => {
    // A resize anywhere in a burst wins: it re-anchors the position.
    pending = pending === 'resize' || reason === 'resize' ? 'resize' : 'content'
    clearTimeout(rebuildTimer)
    rebuildTimer = setTimeout(run, REBUILD_DELAY_MS)
  }
  const onWindowResize = () => {
    onResize()
    onStale()
    clearTimeout(resizeTimer)
    resizeTimer = setTimeout(() => schedule('resize'), RESIZE_DEBOUNCE_MS)
  }
  const content = () => schedule('content')
  const onMediaLoad = (e: Event) => {
    if (loadMovesLayout(e.target)) content()
  }

  // Its height is every panel's; its width is theirs summed, which panels going in also
  // change: then what is in view is asked.
  const sizes = new ResizeObserver((entries) => {
    let changed = false
    for (const entry of entries) {
      const size = reportedBox(entry)
      if (seen) {
        if (!samePx(size.height, seen.height)) changed = true
        else if (!samePx(size.width, seen.width) && (!insertedSinceRebuild || viewMoved()))
          changed = true
      }
      seen = size
    }
    if (changed) onStale()
    content()
  })
  sizes.observe(track, { box: 'border-box' })
  // The panels' own parent: the track, or a group in it (a batch of a long list goes into
  // the last group as well as after it).
  const holdsPanels = (node: Node) =>
    node === track || (node.parentNode === track && isPanelGroup(node))
  const mutations = new MutationObserver((records) => {
    for (const r of records) {
      if (holdsPanels(r.target) && Array.from(r.addedNodes).some(boxed)) insertedSinceRebuild = true
    }
    // Panels added or removed move everything after them.
    if (records.some((r) => holdsPanels(r.target) && childrenChangeMovesPanels(r, beyondView)))
      onStale()
    content()
  })
  mutations.observe(track, { childList: true, subtree: true })
  const onTransitionEnd = (e: TransitionEvent) => {
    if (LAYOUT_PROPERTY.test(e.propertyName)) content()
  }
  // Load events do not bubble; capture sees every <img>/<video> in the track.
  track.addEventListener('load', onMediaLoad, true)
  track.addEventListener('loadedmetadata', onMediaLoad, true)
  track.addEventListener('transitionend', onTransitionEnd)
  window.addEventListener('resize', onWindowResize)
  void document.fonts?.ready.then(() => {
    if (!stopped) content()
  })

  return {
    schedule,
    thaw: () => {
      if (pending !== null && rebuildTimer === undefined)
        rebuildTimer = setTimeout(run, REBUILD_DELAY_MS)
    },
    stop: () => {
      stopped = true
      clearTimeout(rebuildTimer)
      clearTimeout(resizeTimer)
      mutations.disconnect()
      sizes.disconnect()
      track.removeEventListener('load', onMediaLoad, true)
      track.removeEventListener('loadedmetadata', onMediaLoad, true)
      track.removeEventListener('transitionend', onTransitionEnd)
      window.removeEventListener('resize', onWindowResize)
    },
  }
}
