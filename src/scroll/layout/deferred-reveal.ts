import type { FrameClient, VirtualScroll } from '../engine/virtual-scroll.ts'
import { DEFERRED_SELECTOR, revealAll, revealImage } from './deferred-image.ts'
import type { TrackLayout } from './layout.ts'
import {
  buildTrackIndex,
  NEAR_VIEWPORTS,
  rangeOverlapping,
  type TrackIndex,
} from './track-range.ts'

/**
 * How far either side of where the track is going a waiting picture gets its source: as
 * far as the canvas keeps textures (NEAR_VIEWPORTS), so no plane waits on a picture with
 * no source.
 */
export const REVEAL_VIEWPORTS = NEAR_VIEWPORTS

interface Waiting {
  x: number
  width: number
  img: HTMLImageElement
}

/**
 * Gives waiting pictures (deferred-image.ts) their source within three viewports of the track's
 * target, so a long jump loads what it lands on, not what it passes. Sorted on layout changes,
 * searched per frame: the cost follows the pictures near the view, not the archive's length.
 */
export class DeferredReveal implements FrameClient {
  private sorted: Waiting[] = []
  private index: TrackIndex = buildTrackIndex<Waiting>([]).index
  private readonly range = { from: 0, to: 0 }

  constructor(private readonly track: HTMLElement) {}

  /** A new measurement: the waiting pictures among the measured planes (layout time). */
  setLayout(layout: Pick<TrackLayout, 'planes'>): void {
    const waiting = new Map<Element, HTMLImageElement>()
    for (const img of this.track.querySelectorAll<HTMLImageElement>(DEFERRED_SELECTOR)) {
      if (img.parentElement) waiting.set(img.parentElement, img)
    }
    const spans: Waiting[] = []
    for (const plane of layout.planes) {
      const img = waiting.get(plane.el)
      if (img) spans.push({ x: plane.x, width: plane.width, img })
    }
    const built = buildTrackIndex(spans)
    this.sorted = built.sorted
    this.index = built.index
  }

  frame(_now: number, scroll: VirtualScroll): boolean {
    if (this.sorted.length === 0) return false
    const margin = scroll.viewportWidth * REVEAL_VIEWPORTS
    const lo = scroll.target - margin
    const hi = scroll.target + scroll.viewportWidth + margin
    const { from, to } = rangeOverlapping(this.index, lo, hi, this.range)
    for (let i = from; i < to; i++) {
      const waiting = this.sorted[i]
      if (waiting) revealImage(waiting.img)
    }
    return false
  }

  /** Back to native scrolling: every picture still waiting loads as `lazy` images do. */
  releaseAll(): void {
    revealAll(this.track)
    this.sorted = []
  }
}
