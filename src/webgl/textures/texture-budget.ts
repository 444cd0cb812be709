/**
 * How much texture the canvas keeps, in bytes: a limit set by the viewport, not by the
 * archive. Pure: the frame reports what it holds and could let go; this decides.
 */

/**
 * Screenfuls of device pixels (RGBA8) kept at most: a flick needs the pictures within a
 * viewport of the view, under three screens fitted to their slots; the rest is the cache
 * filled at rest. Pictures in and near view load even past it; only the cache gives way.
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
 * The farthest spares a frame keeps in order: as many as one frame may release to get
 * back within the budget (a jump lands among pictures that all load at once, while the
 * ones it left are kept).
 */
const MAX_RELEASES = 8

/**
 * One frame's accounting, with no allocation: `begin`, `hold` each texture kept or on its way,
 * `spare` each that could go, `want` the nearest picture missing; then `fillIn` and `overflow`
 * decide. The farthest go first, so the cache settles on the nearest pictures, never see-saws.
 */
export class TextureBudget<T> {
  limit = 0
  held = 0
  /** The farthest spares, farthest first, with their distances and bytes. */
  private readonly spares: (T | null)[] = new Array(MAX_RELEASES).fill(null)
  private readonly distances = new Float64Array(MAX_RELEASES)
  private readonly bytes = new Float64Array(MAX_RELEASES)
  private count = 0
  /** Spares named by `overflow` this frame. */
  private released = 0
  private wantBytes = 0
  private wantDistance = 0

  begin(limit: number): void {
    this.limit = limit
    this.held = 0
    this.spares.fill(null)
    this.count = 0
    this.released = 0
    this.wantBytes = 0
  }

  hold(bytes: number): void {
    this.held += bytes
  }

  /** A kept texture of `bytes` that may be released, `distance` px from the view. */
  spare(item: T, distance: number, bytes: number): void {
    let at = this.count
    while (at > 0 && (this.distances[at - 1] ?? 0) < distance) at--
    if (at >= MAX_RELEASES) return
    const last = Math.min(this.count, MAX_RELEASES - 1)
    for (let i = last; i > at; i--) {
      this.spares[i] = this.spares[i - 1] ?? null
      this.distances[i] = this.distances[i - 1] ?? 0
      this.bytes[i] = this.bytes[i - 1] ?? 0
    }
    this.spares[at] = item
    this.distances[at] = distance
    this.bytes[at] = bytes
    this.count = Math.min(this.count + 1, MAX_RELEASES)
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
   * The next texture to release this frame, or null: while over budget, the farthest
   * spare not yet named (its bytes then count as gone); within it, once, the farthest
   * spare if a wanted picture nearer than it does not fit.
   */
  overflow(): T | null {
    if (this.released >= this.count) return null
    const next = this.released
    if (this.held > this.limit) {
      this.released++
      this.held -= this.bytes[next] ?? 0
      return this.spares[next] ?? null
    }
    // Within the budget, room is made once a frame, and only if nothing went yet.
    if (next > 0) return null
    const makeRoom =
      this.wantBytes > 0 && !this.fillIn && this.wantDistance < (this.distances[0] ?? 0)
    if (!makeRoom) return null
    this.released++
    return this.spares[0] ?? null
  }
}
