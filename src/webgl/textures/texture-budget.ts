/**
 * How much texture the canvas keeps, in bytes, whatever the length of the archive: a
 * limit set by the viewport, not by the number of pictures near it. Pure: PlaneSet
 * reports each frame what it holds and what it could let go; this decides.
 */

/**
 * Screenfuls of device pixels (RGBA8) the canvas keeps at most. A flick needs the
 * pictures in view and one viewport either side of it (the Near zone): with textures
 * fitted to their slots that is under three screen areas, since pictures never fill a
 * whole screen. What is left of the budget is the cache filled at rest. The pictures in
 * and near view always load, even past the budget; only the cache gives way.
 */
export const BUDGET_SCREENS = 3

/** The bytes a texture fitted to a `width` × `height` CSS px slot at `dpr` takes (RGBA8). */
export function fittedBytes(width: number, height: number, dpr: number): number {
  return Math.max(1, Math.round(width * dpr)) * Math.max(1, Math.round(height * dpr)) * 4
}

/** The budget for a viewport of `width` × `height` CSS px at `dpr`, bytes. */
export function textureBudget(width: number, height: number, dpr: number): number {
  return BUDGET_SCREENS * fittedBytes(width, height, dpr)
}

/**
 * One frame's accounting: `begin`, then `hold` for every texture kept and `spare` for
 * each that could be released (out of view and beyond the Near zone), and at rest `want`
 * for the nearest picture missing; then `fillIn` says whether that one may load, and
 * `overflow` names the texture to release. No allocation per frame.
 *
 * Over budget, the farthest spare goes. At rest, a missing picture that does not fit also
 * makes room, by releasing a spare farther than itself: the cache ends up holding the
 * pictures nearest the view, whatever order they arrived in. Each release is of a farther
 * picture than the one it makes room for, so the two never see-saw.
 */
export class TextureBudget<T> {
  limit = 0
  held = 0
  private farthest: T | null = null
  private farthestDistance = -1
  private wantBytes = 0
  private wantDistance = 0

  begin(limit: number): void {
    this.limit = limit
    this.held = 0
    this.farthest = null
    this.farthestDistance = -1
    this.wantBytes = 0
  }

  hold(bytes: number): void {
    this.held += bytes
  }

  /** A kept texture that may be released, `distance` px from the view. */
  spare(item: T, distance: number): void {
    if (distance <= this.farthestDistance) return
    this.farthest = item
    this.farthestDistance = distance
  }

  /** The nearest picture missing, `distance` px from the view: filled in at rest. */
  want(bytes: number, distance: number): void {
    this.wantBytes = Math.max(1, bytes)
    this.wantDistance = distance
  }

  /** The wanted picture fits within the budget: it may load now. */
  get fillIn(): boolean {
    return this.wantBytes > 0 && this.held + this.wantBytes <= this.limit
  }

  /**
   * The texture to release this frame, or null: the farthest spare while over budget, or
   * to make room for a wanted picture nearer than it.
   */
  overflow(): T | null {
    if (this.held > this.limit) return this.farthest
    const makeRoom = this.wantBytes > 0 && !this.fillIn && this.wantDistance < this.farthestDistance
    return makeRoom ? this.farthest : null
  }
}
