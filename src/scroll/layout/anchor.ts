import { clamp } from '../../lib/math.ts'
/**
 * Keeping the scroll position across a layout rebuild: the panel under the viewport's
 * start edge, and how far into it, survive a resize even when every width changes.
 */
export interface Span {
  start: number
  width: number
}

export interface Anchor {
  index: number
  /** 0–1 into that panel. */
  fraction: number
}

export function anchorAt(spans: readonly Span[], position: number): Anchor | null {
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]
    if (span && position < span.start + span.width) {
      const fraction = span.width > 0 ? (position - span.start) / span.width : 0
      return { index: i, fraction: clamp(fraction, 0, 1) }
    }
  }
  return null
}

export function positionOf(
  spans: readonly Span[],
  anchor: Anchor | null,
  fallback: number,
): number {
  const span = anchor ? spans[anchor.index] : undefined
  if (!anchor || !span) return fallback
  return span.start + anchor.fraction * span.width
}
