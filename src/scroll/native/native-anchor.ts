import { type Anchor, anchorAt, type Span } from '../layout/anchor.ts'
import { trackPanels } from '../layout/panels.ts'

/** The track's panels as spans along it, read from the DOM (layout changes only). */
export function measurePanels(track: HTMLElement): Span[] {
  const left = track.getBoundingClientRect().left
  const spans: Span[] = []
  for (const panel of trackPanels(track)) {
    const r = panel.getBoundingClientRect()
    if (r.width > 0) spans.push({ start: r.left - left, width: r.width })
  }
  return spans
}

/**
 * While the track scrolls natively (below 1024 px), remembers which panel is at the viewport's
 * start and how far into it, once each scroll settles: widths change when the window crosses
 * 1024 px, but the anchor still names the same content for the virtual track to open on.
 */
export function watchNativeAnchor(
  scroller: HTMLElement,
  track: HTMLElement,
): { anchor: () => Anchor | null; stop: () => void } {
  let anchor: Anchor | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const measure = () => {
    anchor = scroller.scrollLeft > 0 ? anchorAt(measurePanels(track), scroller.scrollLeft) : null
  }
  const onScroll = () => {
    clearTimeout(timer)
    timer = setTimeout(measure, 120)
  }
  scroller.addEventListener('scroll', onScroll, { passive: true })
  return {
    anchor: () => anchor,
    stop: () => {
      clearTimeout(timer)
      scroller.removeEventListener('scroll', onScroll)
    },
  }
}
