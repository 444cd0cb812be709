import { PLANE_SELECTOR } from '../track-dom.ts'
import type { Span } from './anchor.ts'
import { samePx } from './same-px.ts'

/** A plane's box relative to the corner of the box that holds it. */
interface RelativePlane {
  el: HTMLElement
  x: number
  y: number
  width: number
  height: number
}

/** The panels and planes inside one child of the track, relative to its own corner. */
export interface BoxRects {
  width: number
  height: number
  panels: Span[]
  /** The element of each of `panels`, in the same order. */
  panelEls: Element[]
  planes: RelativePlane[]
  /** Every `[data-plane]` inside, sized or not: the same elements tell the same content. */
  planeEls: Element[]
}

/**
 * Reads `box`'s panels (`panelEls`) and planes relative to `rect`, `box`'s own rect read
 * just before. Planes narrower or lower than a pixel are left out (nothing to draw).
 */
export function readBox(box: Element, rect: DOMRect, panelEls: Iterable<Element>): BoxRects {
  const panels: Span[] = []
  const measured: Element[] = []
  for (const panel of panelEls) {
    const r = panel.getBoundingClientRect()
    if (r.width <= 0) continue
    panels.push({ start: r.left - rect.left, width: r.width })
    measured.push(panel)
  }
  const planeEls: Element[] = box.matches(PLANE_SELECTOR) ? [box] : []
  planeEls.push(...Array.from(box.querySelectorAll(PLANE_SELECTOR)))
  const planes: RelativePlane[] = []
  for (const el of planeEls) {
    const r = el.getBoundingClientRect()
    if (r.width < 1 || r.height < 1) continue
    const x = r.left - rect.left
    planes.push({ el: el as HTMLElement, x, y: r.top - rect.top, width: r.width, height: r.height })
  }
  return { width: rect.width, height: rect.height, panels, panelEls: measured, planes, planeEls }
}

/**
 * The work list's groups of cards (skippable.ts), measured once each is laid out, while reads
 * are cheap: a rect read inside a skipped group lays it out again, so a rebuild reads one rect
 * per group instead (docs/performance.md, 'Layout and measurement'). Kept while the track runs.
 */
let remembered: WeakMap<Element, BoxRects> | null = null

/** Starts (or stops, forgetting all) keeping groups' rects. */
export function rememberGroups(on: boolean): void {
  remembered = on ? new WeakMap() : null
}

/**
 * `group` (a child of the track whose children are panels) was just laid out whole: a
 * ResizeObserver callback, where layout is clean.
 */
export function groupLaidOut(group: Element): void {
  remembered?.set(group, readBox(group, group.getBoundingClientRect(), group.children))
}

/** `group`'s content may lay out differently now (a resize, web fonts, unmounting). */
export function forgetGroup(group: Element): void {
  remembered?.delete(group)
}

/**
 * `group`'s remembered rects, if they still hold: it has the size it was measured at and
 * the same planes in it (a query, no layout). Otherwise null, and it is to be read afresh.
 */
export function rememberedRects(group: Element, rect: DOMRect): BoxRects | null {
  const known = remembered?.get(group)
  if (!known || !samePx(known.width, rect.width) || !samePx(known.height, rect.height)) {
    return null
  }
  const now = group.querySelectorAll(PLANE_SELECTOR)
  if (now.length !== known.planeEls.length) return null
  for (let i = 0; i < now.length; i++) if (now[i] !== known.planeEls[i]) return null
  return known
}
