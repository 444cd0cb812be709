import { NEAR_VIEWPORTS } from '../../scroll/layout/track-range.ts'
import { FarCache } from '../textures/far-cache.ts'
import { TextureBudget, textureBudget } from '../textures/texture-budget.ts'
import type { UploadQueue } from '../textures/UploadQueue.ts'
import type { Plane } from './Plane.ts'
import type { PlaneFrame } from './plane-frame.ts'
import { viewDistance, Zone } from './plane-math.ts'

/** Textures load and upload this many viewport widths ahead of view... */
export const AHEAD_VIEWPORTS = 1
/**
 * ...and are filled in at rest, nearest first, out to this many, so a flick finds them on
 * the GPU (see docs/performance.md, 'Textures'). Beyond, the FarCache keeps what it can.
 */
export const FAR_VIEWPORTS = NEAR_VIEWPORTS

/**
 * The textures step of a frame: which plane loads, uploads, stays or goes, within the
 * texture budget. Visited planes report here; `end` fills in and releases.
 */
export class PlaneTextures {
  private readonly budget = new TextureBudget<Plane>()
  /** Pictures out of the range, kept on the GPU while the budget allows. */
  private readonly farCache = new FarCache<Plane>()
  /** A texture is loading or waiting for its upload, or the scroll moves: no fill-in. */
  private busy = false
  /** The nearest picture missing within the far edge: filled in at rest. */
  private prefetch: Plane | null = null
  private prefetchDistance = 0
  private ready = true
  /** This frame's scroll, canvas width and pixel ratio (for `spareFar`, a bound method). */
  private drawn = 0
  private width = 0
  private dpr = 1
  /** Every picture in view had its texture on the GPU (or failed) at the last frame. */
  viewReady = false

  constructor(private readonly uploads: UploadQueue) {}

  /** The texture budget of the last frame, bytes. */
  get limit(): number {
    return this.budget.limit
  }

  begin(frame: PlaneFrame): void {
    this.drawn = frame.drawn
    this.width = frame.width
    this.dpr = frame.textureDpr
    this.ready = true
    this.busy = frame.moving || this.uploads.size > 0
    this.prefetch = null
    this.prefetchDistance = frame.width * FAR_VIEWPORTS
    this.budget.begin(textureBudget(frame.width, frame.height, frame.textureDpr))
  }

  /** A plane that left the frame's range: a picture on the GPU is kept, anything else stops. */
  leave(plane: Plane): void {
    if (plane.keepable) this.farCache.add(plane)
    else if (plane.texture.status !== 'none') plane.unload()
  }

  /** Once the range is known: the pictures kept beyond it count against the budget. */
  keepFar(from: number, to: number): void {
    this.farCache.sweep(from, to, this.spareFar)
  }

  /** A plane of the range that is far from view (Zone.Far). */
  far(plane: Plane): void {
    if (plane.keepable) this.spareFar(plane)
    else if (plane.texture.status !== 'none') plane.unload()
  }

  /** A plane near view (Visible, Near or Between): it loads, queues its upload, is counted. */
  near(plane: Plane, zone: Zone): void {
    const texture = plane.texture
    if (zone <= Zone.Near && texture.status === 'none') plane.load()
    if (texture.status === 'loaded') this.uploads.add(texture, zone === Zone.Visible)
    if (texture.status === 'loading' || texture.status === 'loaded') this.busy = true
    if (zone === Zone.Visible && texture.status !== 'ready' && texture.status !== 'failed') {
      this.ready = false
    }
    const loaded = texture.loaded
    if (loaded) this.budget.hold(loaded.bytes)
    // A picture on its way counts already: the far textures kept make room for it while it
    // loads, not after it has arrived on top of them.
    else if (texture.status === 'loading') this.budget.hold(texture.expectedBytes(this.dpr))
    if (zone !== Zone.Between) return
    const distance = viewDistance(plane.screenLeft, plane.width, this.width)
    if (loaded) this.budget.spare(plane, distance, loaded.bytes)
    else if (texture.status === 'none' && !plane.isVideo && distance < this.prefetchDistance) {
      // Pictures only: a video would start streaming.
      this.prefetch = plane
      this.prefetchDistance = distance
    }
  }

  /**
   * After the visits: at rest, with nothing loading or waiting to upload, the nearest missing
   * picture loads if it fits; over budget, or to make room for it, the farthest kept go.
   * True when one went.
   */
  end(): boolean {
    const prefetch = this.prefetch
    this.prefetch = null
    if (prefetch && !this.busy) {
      this.budget.want(prefetch.texture.expectedBytes(this.dpr), this.prefetchDistance)
      if (this.budget.fillIn) prefetch.load()
    }
    let released = false
    for (let release = this.budget.overflow(); release; release = this.budget.overflow()) {
      this.uploads.remove(release.texture)
      release.unload()
      released = true
    }
    this.viewReady = this.ready
    return released
  }

  clear(): void {
    this.farCache.clear()
  }

  /** A far picture kept: counted against the budget, the first to go when it is short. */
  private readonly spareFar = (plane: Plane): void => {
    const loaded = plane.texture.loaded
    if (!loaded) return
    this.budget.hold(loaded.bytes)
    const distance = viewDistance(plane.x - this.drawn, plane.width, this.width)
    this.budget.spare(plane, distance, loaded.bytes)
  }
}
