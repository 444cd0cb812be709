import { clamp } from '../../lib/math.ts'
import { type Anchor, positionOf, type Span } from '../layout/anchor.ts'

/**
 * The place a history entry's page was left at, kept in `history.state` under PLACE_KEY, so
 * Back, Forward, a reload of the entry and the back/forward cache all find it. One record for
 * every track: the native scroller (below 1024 px) and the virtual track (DOM or canvas).
 */
export interface TrackPlace {
  /** Track position, CSS px from its start (`scrollLeft`, or the virtual track's target). */
  x: number
  /** The viewport's width when saved, CSS px: at the same width `x` is restored as it is. */
  width: number
  /** The panel at the view's start edge and how far into it: the place across a resize. */
  anchor: Anchor | null
  /** Home's work section was expanded (absent elsewhere). */
  expanded?: boolean
}

/** The key in `history.state`; the rest of the state (a router's, the Studio's) is kept. */
export const PLACE_KEY = 'trackPlace'

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function readAnchor(value: unknown): Anchor | null {
  if (typeof value !== 'object' || value === null) return null
  const { index, fraction } = value as Record<string, unknown>
  if (!Number.isInteger(index) || (index as number) < 0 || !isFiniteNumber(fraction)) return null
  return { index: index as number, fraction: clamp(fraction, 0, 1) }
}

/** The place in a history state, or null when it holds none or a malformed one. Pure. */
export function readPlace(state: unknown): TrackPlace | null {
  if (typeof state !== 'object' || state === null) return null
  const raw = (state as Record<string, unknown>)[PLACE_KEY]
  if (typeof raw !== 'object' || raw === null) return null
  const { x, width, anchor, expanded } = raw as Record<string, unknown>
  if (!isFiniteNumber(x) || x < 0 || !isFiniteNumber(width) || width <= 0) return null
  const place: TrackPlace = { x, width, anchor: readAnchor(anchor) }
  if (typeof expanded === 'boolean') place.expanded = expanded
  return place
}

/** `state` with `place` under PLACE_KEY, its other keys kept (a new object). Pure. */
export function withPlace(state: unknown, place: TrackPlace): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  return { ...base, [PLACE_KEY]: place }
}

/** Whether two places restore the same (saving again would change nothing). Pure. */
export function samePlace(a: TrackPlace | null, b: TrackPlace | null): boolean {
  if (!a || !b) return a === b
  return (
    a.x === b.x &&
    a.width === b.width &&
    a.expanded === b.expanded &&
    a.anchor?.index === b.anchor?.index &&
    a.anchor?.fraction === b.anchor?.fraction
  )
}

/** The track as it is laid out now, to restore a place into. */
export interface TrackNow {
  /** The viewport's width, CSS px. */
  width: number
  /** The largest position the track can take. */
  limit: number
  /** The panels along the track (for the anchor; may be empty). */
  spans: readonly Span[]
}

/** Where `place` wants the track, before the track's own bounds. */
function wantedX(place: TrackPlace, now: TrackNow): number {
  if (Math.abs(now.width - place.width) < 0.5) return place.x
  return positionOf(now.spans, place.anchor, place.x)
}

/**
 * Where to put the track for `place`: at the width it was saved at, its own `x`; at another
 * width, the same panel and fraction of it (the anchor), else `x`. Within 0..limit. Pure.
 */
export function placeX(place: TrackPlace, now: TrackNow): number {
  return clamp(wantedX(place, now), 0, Math.max(0, now.limit))
}

/**
 * Whether the track is long enough to show `place` yet: a page still arriving (its chunk,
 * its content, its pictures' sizes) is shorter than it will be. Pure.
 */
export function placeFits(place: TrackPlace, now: TrackNow): boolean {
  return now.limit >= wantedX(place, now) - 0.5
}
