import type { WebGLRenderer } from 'three'
import type { Plane } from '../planes/Plane.ts'
import { fitsBudget, INITIAL_BYTES_PER_MS, nextBytesPerMs } from './upload-budget.ts'

/**
 * Uploads decoded textures to the GPU ahead of view with `renderer.initTexture`, within
 * a per-frame time budget (upload-budget.ts) rather than a count: the queue learns how
 * fast this GPU uploads and stops a frame's uploads before they would overrun it.
 * Planes in view go first. A plane becomes visible only in the frame after its upload
 * (PlaneSet reads the status before `step` runs), never in the frame that uploads it.
 */
export class UploadQueue {
  private readonly queue: Plane[] = []
  private bytesPerMs = INITIAL_BYTES_PER_MS

  constructor(private readonly renderer: WebGLRenderer) {}

  get size(): number {
    return this.queue.length
  }

  /** Queues a plane whose texture is decoded; `urgent` (in view) goes to the front. */
  add(plane: Plane, urgent = false): void {
    const i = this.queue.indexOf(plane)
    if (i === 0 || (i > 0 && !urgent)) return
    if (i > 0) this.queue.splice(i, 1)
    if (urgent) this.queue.unshift(plane)
    else this.queue.push(plane)
  }

  remove(plane: Plane): void {
    const i = this.queue.indexOf(plane)
    if (i >= 0) this.queue.splice(i, 1)
  }

  /** Runs once per frame before rendering. */
  step(): void {
    const start = performance.now()
    let uploaded = 0
    while (this.queue.length > 0) {
      const plane = this.queue[0]
      const loaded = plane?.loaded
      if (!plane || !loaded || plane.status !== 'loaded') {
        this.queue.shift()
        continue
      }
      const elapsed = performance.now() - start
      if (!fitsBudget(elapsed, loaded.bytes, this.bytesPerMs, uploaded)) break
      this.queue.shift()
      const before = performance.now()
      this.renderer.initTexture(loaded.texture)
      this.bytesPerMs = nextBytesPerMs(this.bytesPerMs, loaded.bytes, performance.now() - before)
      plane.markUploaded()
      uploaded++
    }
  }
}
