import {
  buildTrackIndex,
  rangeOverlapping,
  type TrackIndex,
} from '../../scroll/layout/track-range.ts'

/** A span [from, to) of the items sorted along the track. */
interface Span {
  from: number
  to: number
}

/** What the range needs of an item: its extent along the track, and a slot for its index. */
interface TrackItem {
  readonly x: number
  readonly width: number
  trackIndex: number
}

/**
 * Which items are near the view: a binary search over them sorted along the track, so the
 * frame's cost follows the items near the view, not the archive. The span of the last frame
 * is kept, so those that leave it are released once.
 */
export class NearRange<T extends TrackItem> {
  private sorted: T[] = []
  private index: TrackIndex = buildTrackIndex<T>([]).index
  /** This frame's span. */
  readonly span: Span = { from: 0, to: 0 }
  /** Last frame's span: its items outside this frame's are released. */
  private readonly previous: Span = { from: 0, to: 0 }

  /**
   * A new layout: the items sorted and indexed. The first frame after it sweeps every item
   * once, so one kept that moved far from view is released there.
   */
  build(items: readonly T[]): void {
    const built = buildTrackIndex(items)
    this.sorted = built.sorted
    this.index = built.index
    built.sorted.forEach((item, i) => {
      item.trackIndex = i
    })
    this.previous.from = 0
    this.previous.to = items.length
  }

  /**
   * This frame's span: every item overlapping (lo, hi) along the track (an item inside it
   * may still end short of `lo`). Each item of last frame's span now outside goes to
   * `release`. No allocation.
   */
  advance(lo: number, hi: number, release: (item: T) => void): Span {
    const span = rangeOverlapping(this.index, lo, hi, this.span)
    for (let i = this.previous.from; i < this.previous.to; i++) {
      if (i >= span.from && i < span.to) continue
      const item = this.sorted[i]
      if (item) release(item)
    }
    this.previous.from = span.from
    this.previous.to = span.to
    return span
  }

  /** The item at `i` along the track. */
  at(i: number): T | undefined {
    return this.sorted[i]
  }
}
