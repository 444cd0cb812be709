import type { WebGLRenderer } from 'three'
import type { Plane } from '../planes/Plane.ts'
import type { GatedVideoTexture } from './gated-video-texture.ts'
import { GpuProgress } from './gpu-progress.ts'
import { fitsBudget, INITIAL_BYTES_PER_MS, nextBytesPerMs } from './upload-budget.ts'

/** What the queue needs of the GPU's progress (GpuProgress; a fake in tests). */
export interface Progress {
  caughtUp(): boolean
  mark(): void
  dispose(): void
}

/**
 * Uploads decoded textures to the GPU ahead of view with `renderer.initTexture`, within
 * a per-frame time budget (upload-budget.ts) rather than a count: the queue learns how
 * fast this GPU uploads and stops a frame's uploads before they would overrun it.
 * Planes in view go first. A plane becomes visible only in the frame after its upload
 * (PlaneSet reads the status before `step` runs), never in the frame that uploads it.
 *
 * New video frames go through here too. Nothing is uploaded, picture or video frame,
 * until the GPU has run the frames drawn before (GpuProgress): an upload issued while it
 * is behind can block the main thread until it catches up.
 */
export class UploadQueue {
  private readonly queue: Plane[] = []
  /** Video textures with a frame waiting, asked for this frame (PlaneSet, each frame). */
  private readonly frames: GatedVideoTexture[] = []
  private bytesPerMs = INITIAL_BYTES_PER_MS
  /** This frame's step took a video frame or uploaded a texture. */
  private worked = false
  /** The GPU was behind, with a video frame asked for: the loop must come back for it. */
  private held = false
  private heldCount = 0
  private readonly progress: Progress

  constructor(
    private readonly renderer: WebGLRenderer,
    progress?: Progress,
  ) {
    this.progress = progress ?? new GpuProgress(renderer.getContext() as WebGL2RenderingContext)
  }

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

  /**
   * A video frame was held back this frame (the GPU behind): the loop needs another frame
   * to take it, without drawing this one for it.
   */
  get framesHeld(): boolean {
    return this.held
  }

  /** Frames that held a video frame back, since the queue began (the stage's figures). */
  get heldFrames(): number {
    return this.heldCount
  }

  /** A video shown has a new frame waiting; asked again each frame until it is taken. */
  addFrame(video: GatedVideoTexture): void {
    if (!this.frames.includes(video)) this.frames.push(video)
  }

  /**
   * Runs once per frame before rendering. True when a video frame was taken: it uploads
   * in this frame's render, so the frame must be drawn.
   */
  step(): boolean {
    this.worked = false
    this.held = false
    if (!this.progress.caughtUp()) {
      this.held = this.frames.length > 0
      if (this.held) this.heldCount++
      this.frames.length = 0
      return false
    }
    let tookFrame = false
    for (const video of this.frames) if (video.take()) tookFrame = true
    this.frames.length = 0
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
    this.worked = tookFrame || uploaded > 0
    return tookFrame
  }

  /**
   * At the end of the frame, after its render if it drew: when this frame uploaded,
   * or uploads still wait, the next upload waits for the GPU to pass this point.
   */
  endFrame(): void {
    if (this.queue.length > 0 || this.worked) this.progress.mark()
  }

  dispose(): void {
    this.queue.length = 0
    this.frames.length = 0
    this.progress.dispose()
  }
}
