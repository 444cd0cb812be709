import type { WebGLRenderer } from 'three'
import type { Plane } from '../planes/Plane.ts'

/** Textures up to this many pixels are small enough to upload several in one frame. */
const SMALL_TEXTURE_PX = 256 * 256

/**
 * Uploads loaded textures to the GPU ahead of view with `renderer.initTexture`, at most
 * one large texture per frame, so a burst of arriving images never stalls a frame.
 */
export class UploadQueue {
  private readonly queue: Plane[] = []

  constructor(private readonly renderer: WebGLRenderer) {}

  get size(): number {
    return this.queue.length
  }

  add(plane: Plane): void {
    if (!this.queue.includes(plane)) this.queue.push(plane)
  }

  remove(plane: Plane): void {
    const i = this.queue.indexOf(plane)
    if (i >= 0) this.queue.splice(i, 1)
  }

  /** Runs once per frame before rendering. */
  step(): void {
    let large = 0
    while (this.queue.length > 0 && large === 0) {
      const plane = this.queue.shift()
      const loaded = plane?.loaded
      if (!plane || !loaded || plane.status !== 'loaded') continue
      this.renderer.initTexture(loaded.texture)
      plane.markUploaded()
      if (loaded.width * loaded.height > SMALL_TEXTURE_PX) large++
    }
  }
}
