import { EMPTY_LAYOUT, type TrackLayout } from './layout/layout.ts'

export type LayoutListener = (layout: TrackLayout, routeChanged: boolean) => void

/** The track's current layout, and who hears of each new one and of stale rects (the stage). */
export class TrackLayouts {
  current: TrackLayout = EMPTY_LAYOUT
  private readonly listeners = new Set<LayoutListener>()
  private readonly staleListeners = new Set<() => void>()

  onLayout(listener: LayoutListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  onStale(listener: () => void): () => void {
    this.staleListeners.add(listener)
    return () => this.staleListeners.delete(listener)
  }

  /** Tells of `current`, with `routeChanged` when a new page replaced the old. */
  publish(routeChanged: boolean): void {
    for (const listener of this.listeners) listener(this.current, routeChanged)
  }

  /** The rects are stale until the next rebuild. */
  markStale(): void {
    for (const listener of this.staleListeners) listener()
  }

  clear(): void {
    this.listeners.clear()
    this.staleListeners.clear()
  }
}
