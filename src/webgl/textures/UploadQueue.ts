import type { WebGLRenderer } from 'three'
import { type IdlePeriods, idlePeriods } from '../../lib/idle.ts'
import type { Plane } from '../planes/Plane.ts'
import type { GatedVideoTexture } from './gated-video-texture.ts'
import { GpuProgress } from './gpu-progress.ts'
import {
  fitsBudget,
  INITIAL_BYTES_PER_MS,
  nextBytesPerMs,
  UPLOAD_BUDGET_MS,
} from './upload-budget.ts'

/** What the queue needs of the GPU's progress (GpuProgress; a fake in tests). */
export interface Progress {
  caughtUp(): boolean
  mark(): void
  dispose(): void
}

/**
 * An idle period is asked for with this timeout, ms: on a main thread never idle, an
 * upload ahead of view still goes within half a second.
 */
export const IDLE_TIMEOUT_MS = 500

/**
 * How long idle periods wait for the GPU before a picture ahead of view goes anyway, ms
 * (about six frames). Frames that keep drawing (home's reel playing) mark the GPU's
 * progress each one, so the mark an idle period finds is the newest, often not yet passed
 * on a busy GPU: waiting for that alone, each picture waited 2–3 s on the loaded test
 * machine, and home's fill-in after a wheel took 8–10 s. The frame's own uploads give a
 * mark up after 30 frames (GpuProgress).
 */
export const IDLE_GPU_WAIT_MS = 100

/**
 * Uploads decoded textures to the GPU ahead of view with `renderer.initTexture`, within
 * a time budget (upload-budget.ts) rather than a count: the queue learns how fast this
 * GPU uploads and stops before the next upload would overrun the budget. A plane becomes
 * visible only in the frame after its upload (PlaneSet reads the status before `step`
 * runs), never in the frame that uploads it.
 *
 * Planes in view upload in the frame (`step`), the first thing it does. Planes ahead of
 * view upload in the browser's idle periods between frames, as long as the period has
 * time for them: in a frame, an upload holds back that frame's own pixels by as long as
 * it takes (1–3 ms for a picture on this machine), where between frames, once the frame
 * is on its way, it delays nothing. The idle upload wakes the loop, whose next frame
 * draws the plane. Where the browser has no idle periods, the frame uploads them too.
 *
 * New video frames go through here too. Nothing is uploaded, picture or video frame,
 * until the GPU has run the frames drawn before (GpuProgress): an upload issued while it
 * is behind can block the main thread until it catches up.
 */
export class UploadQueue {
  /** Planes in view, uploaded in the frame. */
  private readonly inView: Plane[] = []
  /** Planes ahead of view, uploaded in idle periods (in the frame without them). */
  private readonly ahead: Plane[] = []
  /** An idle period has been asked for and has not come yet. */
  private idleAsked = false
  /** When idle periods began to find the GPU behind, ms; -1 while they do not. */
  private gpuWaitStart = -1
  /** Video textures with a frame waiting, asked for this frame (PlaneSet, each frame). */
  private readonly frames: GatedVideoTexture[] = []
  private bytesPerMs = INITIAL_BYTES_PER_MS
  /** This frame's step took a video frame or uploaded a texture. */
  private worked = false
  /** The GPU was behind, with a video frame asked for: the loop must come back for it. */
  private held = false
  private heldCount = 0
  private readonly progress: Progress

  /**
   * `onIdleUpload` runs after an idle period uploaded something (the loop wakes to draw
   * it); `idle` defaults to the browser's idle periods.
   */
  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly onIdleUpload: () => void = () => {},
    progress?: Progress,
    private readonly idle: IdlePeriods | null = idlePeriods(IDLE_TIMEOUT_MS),
  ) {
    this.progress = progress ?? new GpuProgress(renderer.getContext() as WebGL2RenderingContext)
  }

  /** Planes waiting for their upload, in view or ahead. */
  get size(): number {
    return this.inView.length + this.ahead.length
  }

  /** Uploads wait for a frame: planes in view, or any plane where no idle periods come. */
  get wantsFrames(): boolean {
    return this.inView.length > 0 || (this.idle === null && this.ahead.length > 0)
  }

  /**
   * Queues a plane whose texture is decoded; `urgent` (in view) goes to the frame's
   * list. A plane queued ahead of view that comes into view moves to it.
   */
  add(plane: Plane, urgent = false): void {
    if (this.inView.includes(plane)) return
    const i = this.ahead.indexOf(plane)
    if (i >= 0 && !urgent) return
    if (i >= 0) this.ahead.splice(i, 1)
    if (urgent) this.inView.push(plane)
    else this.ahead.push(plane)
  }

  remove(plane: Plane): void {
    dropFrom(this.inView, plane)
    dropFrom(this.ahead, plane)
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
    let uploaded = this.upload(this.inView, start, 0, UPLOAD_BUDGET_MS)
    if (this.idle === null) uploaded = this.upload(this.ahead, start, uploaded, UPLOAD_BUDGET_MS)
    this.worked = tookFrame || uploaded > 0
    return tookFrame
  }

  /**
   * At the end of the frame, after its render if it drew: when this frame uploaded,
   * or uploads still wait, the next upload waits for the GPU to pass this point. Planes
   * ahead of view ask for the idle period that follows.
   */
  endFrame(): void {
    if (this.size > 0 || this.worked) this.progress.mark()
    this.askIdle()
  }

  dispose(): void {
    this.inView.length = 0
    this.ahead.length = 0
    this.frames.length = 0
    if (this.idleAsked) this.idle?.cancel()
    this.idleAsked = false
    this.progress.dispose()
  }

  private askIdle(): void {
    if (this.idleAsked || !this.idle || this.ahead.length === 0) return
    this.idleAsked = true
    this.idle.request(this.idleUpload)
  }

  /**
   * An idle period: the first plane ahead of view uploads if its time (on the speed
   * measured) fits what is left of the period, or the period's timeout has passed; more
   * while they fit both the period and the frame's upload budget. Each waits for the GPU
   * to catch up, for IDLE_GPU_WAIT_MS at most. Another period is asked for while any wait.
   */
  private readonly idleUpload = (deadline: IdleDeadline): void => {
    this.idleAsked = false
    if (this.ahead.length === 0) {
      this.gpuWaitStart = -1
      return
    }
    let uploaded = 0
    if (this.gpuReady(performance.now())) {
      const left = deadline.didTimeout ? Number.POSITIVE_INFINITY : deadline.timeRemaining()
      const budget = Math.min(UPLOAD_BUDGET_MS, left)
      uploaded = this.upload(this.ahead, performance.now(), 0, budget, left)
    }
    if (uploaded > 0) {
      this.gpuWaitStart = -1
      this.progress.mark()
      this.onIdleUpload()
    }
    this.askIdle()
  }

  /** The GPU has caught up, or idle periods have waited for it long enough. */
  private gpuReady(now: number): boolean {
    if (this.progress.caughtUp()) {
      this.gpuWaitStart = -1
      return true
    }
    if (this.gpuWaitStart < 0) this.gpuWaitStart = now
    return now - this.gpuWaitStart >= IDLE_GPU_WAIT_MS
  }

  /**
   * Uploads from the front of `list` while each next upload fits `budgetMs` from `start`
   * (fitsBudget; the first, `uploaded` 0, when its own time fits `firstMs`). The count
   * uploaded, `uploaded` included.
   */
  private upload(
    list: Plane[],
    start: number,
    uploaded: number,
    budgetMs: number,
    firstMs = Number.POSITIVE_INFINITY,
  ): number {
    let count = uploaded
    while (list.length > 0) {
      const plane = list[0]
      const loaded = plane?.loaded
      if (!plane || !loaded || plane.status !== 'loaded') {
        list.shift()
        continue
      }
      const elapsed = performance.now() - start
      if (!fitsBudget(elapsed, loaded.bytes, this.bytesPerMs, count, budgetMs, firstMs)) break
      list.shift()
      const before = performance.now()
      this.renderer.initTexture(loaded.texture)
      this.bytesPerMs = nextBytesPerMs(this.bytesPerMs, loaded.bytes, performance.now() - before)
      plane.markUploaded()
      count++
    }
    return count
  }
}

function dropFrom(list: Plane[], plane: Plane): void {
  const i = list.indexOf(plane)
  if (i >= 0) list.splice(i, 1)
}
