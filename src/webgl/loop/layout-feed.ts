import type { TrackLayout } from '../../scroll/layout/layout.ts'
import type { VirtualTrack } from '../../scroll/virtual-track.ts'

/** Where the feed hands layouts (StageLoop). */
interface LayoutTaker {
  /** The drawn rects are stale: a layout applies at once. */
  readonly stale: boolean
  applyLayout(layout: TrackLayout, routeChanged: boolean): void
  markStale(): void
}

/**
 * Feeds the track's layouts to the stage. Same route and nothing in view moved: the drawn
 * rects still hold, so the planes' part of the rebuild gets its own task after the track's
 * measurement (together they made one long task; docs/performance.md, 'Layout and
 * measurement'). A change that makes the rects stale drops a layout still waiting.
 */
export class LayoutFeed {
  /** A layout waiting for its own task: 0 when none waits. */
  private later = 0
  private readonly offLayout: () => void
  private readonly offStale: () => void

  constructor(
    track: Pick<VirtualTrack, 'onLayout' | 'onStale'>,
    private readonly taker: LayoutTaker,
  ) {
    this.offLayout = track.onLayout((layout, routeChanged) => this.take(layout, routeChanged))
    this.offStale = track.onStale(() => {
      // Measured before this change: the next rebuild's counts.
      this.cancel()
      taker.markStale()
    })
  }

  /** A layout waits for its own task. */
  get waiting(): boolean {
    return this.later !== 0
  }

  private take(layout: TrackLayout, routeChanged: boolean): void {
    this.cancel()
    if (!this.taker.stale && !routeChanged) {
      this.later = window.setTimeout(() => {
        this.later = 0
        this.taker.applyLayout(layout, false)
      })
      return
    }
    this.taker.applyLayout(layout, routeChanged)
  }

  private cancel(): void {
    window.clearTimeout(this.later)
    this.later = 0
  }

  stop(): void {
    this.cancel()
    this.offLayout()
    this.offStale()
  }
}
