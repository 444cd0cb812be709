import { trackLimit } from '../engine/scroll-math.ts'
import { SNAP_SELECTOR } from '../track-dom.ts'
import type { Span } from './anchor.ts'
import { readBox, rememberedRects } from './group-rects.ts'
import { isPanelGroup, trackPanels } from './panels.ts'
import { samePx } from './same-px.ts'

/** One `[data-plane]` element, measured: where the WebGL plane must sit. */
export interface PlaneRect {
  el: HTMLElement
  /** Start along the track (px from the track's start, independent of scroll). */
  x: number
  /** Top in document px (page scroll added), so a vertically scrolled page still lines up. */
  y: number
  width: number
  height: number
}

/** Everything measured on a layout change; nothing here is read again per frame. */
export interface TrackLayout {
  limit: number
  viewportWidth: number
  viewportHeight: number
  /** The track's panels (panels.ts), for keeping the position across a rebuild. */
  panels: Span[]
  planes: PlaneRect[]
  /** Where the `data-snap` elements the page marked start along the track (snap.ts). */
  snapPoints: number[]
  /** Where each of the track's children (a panel or a group) and each panel ends, px. */
  panelEnds: WeakMap<Node, number>
  /** Width of the first panel (the home expand rule needs its middle). */
  firstWidth: number
  /** Increases with every measurement, so consumers can tell a new layout. */
  version: number
}

export const EMPTY_LAYOUT: TrackLayout = {
  limit: 0,
  viewportWidth: 0,
  viewportHeight: 0,
  panels: [],
  panelEnds: new WeakMap(),
  planes: [],
  snapPoints: [],
  firstWidth: 0,
  version: 0,
}

let version = 0

/**
 * Reads the layout in one batch on a layout change (route change, resize, font or image load),
 * relative to the track's own rect, so its transform and any native scroll offset cancel out.
 * A group whose rects were remembered (group-rects.ts) costs one read, not one per panel.
 */
export function measureLayout(scroller: HTMLElement, track: HTMLElement): TrackLayout {
  const trackRect = track.getBoundingClientRect()
  const pageY = window.scrollY
  const panels: Span[] = []
  const panelEnds = new WeakMap<Node, number>()
  const planes: PlaneRect[] = []
  for (const child of Array.from(track.children)) {
    const rect = child.getBoundingClientRect()
    const left = rect.left - trackRect.left
    panelEnds.set(child, rect.right - trackRect.left)
    const group = isPanelGroup(child)
    const box =
      (group && rememberedRects(child, rect)) || readBox(child, rect, group ? child.children : [])
    if (!group && rect.width > 0) panels.push({ start: left, width: rect.width })
    for (let i = 0; i < box.panels.length; i++) {
      const panel = box.panels[i] as Span
      panels.push({ start: left + panel.start, width: panel.width })
      // A group's panels too: a batch appended to a group goes in after its last one.
      if (group) panelEnds.set(box.panelEls[i] as Element, left + panel.start + panel.width)
    }
    for (const plane of box.planes) {
      const { el, width, height } = plane
      planes.push({ el, x: left + plane.x, y: rect.top + pageY + plane.y, width, height })
    }
  }
  const snapPoints = Array.from(track.querySelectorAll<HTMLElement>(SNAP_SELECTOR), (el) => {
    return el.getBoundingClientRect().left - trackRect.left
  })
  const viewportWidth = scroller.clientWidth
  version += 1
  return {
    limit: trackLimit(trackRect.width, viewportWidth),
    viewportWidth,
    viewportHeight: scroller.clientHeight,
    panels,
    panelEnds,
    planes,
    snapPoints,
    firstWidth: panels[0]?.width ?? 0,
    version,
  }
}

/**
 * Whether content inserted after `before` lands over a viewport beyond the view at `viewStart`,
 * with no layout read: it goes in at or after the end of the nearest measured panel before it
 * (looking past a group's start). Nothing measured before it: false, so the rects count as stale.
 */
export function insertedBeyondView(
  before: Node | null,
  layout: Pick<TrackLayout, 'panelEnds' | 'viewportWidth'>,
  viewStart: number,
): boolean {
  for (let node = before; node; node = node.previousSibling ?? beforeGroupOf(node)) {
    const end = layout.panelEnds.get(node)
    if (end !== undefined) return end - viewStart > 2 * layout.viewportWidth
  }
  return false
}

/** For the first node in a group of panels, what is before the group (panels.ts). */
function beforeGroupOf(node: Node): Node | null {
  const parent = node.parentNode
  return isPanelGroup(parent) ? parent.previousSibling : null
}

/**
 * Whether the view at `viewStart` has moved since `layout` was measured: the measured panel at
 * its far edge (or the last one short of it) ends elsewhere now. Two rect reads, so call it
 * where layout is clean (a ResizeObserver callback). Nothing measured: true (stale).
 */
export function viewEndMoved(
  track: HTMLElement,
  layout: Pick<TrackLayout, 'panelEnds' | 'viewportWidth'>,
  viewStart: number,
): boolean {
  const edge = viewStart + layout.viewportWidth
  let last: Element | null = null
  let lastEnd = 0
  // A group's panels in its place: a group at the edge may have grown since (a batch
  // appended to it) with nothing in view moved.
  for (const panel of trackPanels(track)) {
    const end = layout.panelEnds.get(panel)
    if (end === undefined) continue
    last = panel
    lastEnd = end
    if (end >= edge) break
  }
  if (!last) return true
  const now = last.getBoundingClientRect().right - track.getBoundingClientRect().left
  return !samePx(now, lastEnd)
}
