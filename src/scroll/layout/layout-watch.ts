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
 * Whether a media load can move anything: not when its box was reserved from `width` and
 * `height` (every SanityImage has them). Otherwise each lazy picture arriving mid-scroll would
 * re-measure the whole track (docs/performance.md, 'Layout and measurement').
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
 * Whether a change to the panels moves panels already measured: a removal does, and so does an
 * insertion with a panel after it, unless it lands beyond the view (`beyondView`, given the node
 * before it). For a change inside a group (`target`), the group's own neighbours count too.
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
 * Schedules one rebuild per burst of layout changes (children, the track's size, fonts, unsized
 * media, window resize); while frozen, it waits for `thaw()`. Only the track is observed for
 * size: each observed element costs every frame (docs/performance.md, 'Layout and measurement').
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
    // The size the rebuild measures, read first so that both share one layout: a report of
    // this size still on its way (the timer can run before the frame that reports the last
    // batch's width) is then no change.
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
