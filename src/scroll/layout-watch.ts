/** Spec §4, §9: window resize is debounced 100 ms, then the layout rebuilds 50 ms later. */
export const RESIZE_DEBOUNCE_MS = 100
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

/** An element with a box where scripts run: not a `<noscript>`, nor text. */
const boxed = (node: Node) => node.nodeType === Node.ELEMENT_NODE && node.nodeName !== 'NOSCRIPT'

/**
 * Whether a change to the track's own children moves panels already measured: removing a
 * panel does, and so does inserting one with a panel after it, unless the insertion lands
 * beyond the view (`beyondView`, given the node before it): what moves is then out of
 * sight, like the next batch of a long list going in before the footer. Appending at the
 * end moves nothing, and a `<noscript>` has no box where scripts run.
 */
export function childrenChangeMovesPanels(
  record: {
    addedNodes: ArrayLike<Node>
    removedNodes: ArrayLike<Node>
    nextSibling: Node | null
    previousSibling: Node | null
  },
  beyondView: (before: Node | null) => boolean = () => false,
): boolean {
  if (Array.from(record.removedNodes).some(boxed)) return true
  if (!Array.from(record.addedNodes).some(boxed)) return false
  let moves = false
  for (let node = record.nextSibling; node && !moves; node = node.nextSibling) moves = boxed(node)
  return moves && !beyondView(record.previousSibling)
}

/**
 * Watches everything that changes the track's layout — children added or removed (route
 * change, content arriving), the track or a panel changing size, web fonts, loads of
 * unsized media, window resize — and schedules one rebuild for a burst of them. While
 * frozen, the rebuild waits; `thaw()` runs the one that waited.
 */
export function watchLayout(options: LayoutWatchOptions): {
  schedule: (reason: RebuildReason) => void
  thaw: () => void
  stop: () => void
} {
  const { track, rebuild, onResize, onStale, frozen, beyondView = () => false } = options
  let rebuildTimer: ReturnType<typeof setTimeout> | undefined
  let resizeTimer: ReturnType<typeof setTimeout> | undefined
  let pending: RebuildReason | null = null
  let stopped = false

  const run = () => {
    rebuildTimer = undefined
    if (stopped || pending === null) return
    if (frozen()) return
    const reason = pending
    pending = null
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

  // Observing reports every element once at the start: only a real change of a size
  // already seen makes the measured rects stale. The track's own width follows its panels
  // (each observed here, their additions and removals below): only its height counts.
  const seen = new WeakMap<Element, string>()
  const sizes = new ResizeObserver((entries) => {
    let changed = false
    for (const entry of entries) {
      const { width, height } = entry.contentRect
      const size = entry.target === track ? `${height}` : `${width}x${height}`
      const before = seen.get(entry.target)
      if (before !== undefined && before !== size) changed = true
      seen.set(entry.target, size)
    }
    if (changed) onStale()
    content()
  })
  // Each panel observed once, from when it joins the track: re-observing every panel on
  // each change would report them all again (a long list arriving in batches).
  let observed = new Set<Element>()
  const observePanels = () => {
    const now = new Set(track.children)
    for (const child of observed) if (!now.has(child)) sizes.unobserve(child)
    for (const child of now) if (!observed.has(child)) sizes.observe(child)
    observed = now
  }
  sizes.observe(track)
  observePanels()
  const mutations = new MutationObserver((records) => {
    // Panels added or removed move everything after them.
    if (records.some((r) => r.target === track && childrenChangeMovesPanels(r, beyondView)))
      onStale()
    content()
    observePanels()
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
