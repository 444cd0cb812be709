/**
 * Textures kept beyond the stretch of track the frame visits, while the budget has room
 * (texture-budget.ts): a track scrolled back finds its pictures on the GPU. Bounded by the
 * budget, not by the archive, so the frame's cost stays flat.
 */

/** What the cache needs of an item: its place in the sorted track, and its mark. */
export interface FarItem {
  /** Its index in the planes sorted along the track (set on each layout). */
  readonly trackIndex: number
  /** It still has a texture worth keeping. */
  readonly keepable: boolean
  /** It is in the cache (kept by the cache itself, so an item is never added twice). */
  kept: boolean
}

export class FarCache<T extends FarItem> {
  private readonly items: T[] = []

  get size(): number {
    return this.items.length
  }

  /** An item that left the visited stretch with its texture. */
  add(item: T): void {
    if (item.kept || !item.keepable) return
    item.kept = true
    this.items.push(item)
  }

  /**
   * Once a frame, after the visited range [from, to) is known: items back inside it, or
   * with no texture any more, leave the cache; `visit` is called for each of the rest.
   * No allocation.
   */
  sweep(from: number, to: number, visit: (item: T) => void): void {
    const items = this.items
    let i = 0
    while (i < items.length) {
      const item = items[i] as T
      if (!item.keepable || (item.trackIndex >= from && item.trackIndex < to)) {
        item.kept = false
        items[i] = items[items.length - 1] as T
        items.pop()
        continue
      }
      visit(item)
      i++
    }
  }

  clear(): void {
    for (const item of this.items) item.kept = false
    this.items.length = 0
  }
}
