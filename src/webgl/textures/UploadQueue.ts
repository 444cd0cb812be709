import type { Texture, WebGLRenderer } from 'three'
import { type IdlePeriods, idlePeriods } from '../../lib/idle.ts'
import type { GatedVideoTexture } from './gated-video-texture.ts'
import { GpuProgress } from './gpu-progress.ts'
import type { TextureStatus } from './media-texture.ts'
import {
  createUploadCase,
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
 * What the queue uploads: a decoded texture (status `loaded`), told when it is on the GPU.
 * A plane's MediaTexture is one.
 */
export interface Uploadable {
  readonly status: TextureStatus
  readonly loaded: { readonly texture: Texture; readonly bytes: number } | null
  markUploaded(): void
}

/** What a frame's `step` did, filled in place: the stage loop decides from it. */
export interface UploadStep {
  /** A video frame was taken: this frame's render uploads it, so the frame must be drawn. */
  videoFrameTaken: boolean
  /** The GPU was behind with a video frame asked for: the loop must come back for it. */
  framesHeld: boolean
}

/** The timeout idle periods are asked for with, ms: a main thread never idle still uploads. */
const IDLE_TIMEOUT_MS = 500

/**
 * How long idle periods wait for the GPU before a picture ahead of view goes anyway, ms.
 * Frames that keep drawing (home's reel) renew the mark each frame, so an idle period alone
 * could wait for it for seconds (see docs/performance.md, 'Uploads').
 */
export const IDLE_GPU_WAIT_MS = 100

/**
 * Puts decoded textures and new video frames on the GPU within a learnt time budget: in view
 * in the frame, ahead of view in idle periods, where they delay no frame. Nothing goes up
 * while the GPU is behind (GpuProgress): such an upload can block the main thread.
 */
export class UploadQueue {
  /** Textures in view, uploaded in the frame. */
  private readonly inView: Uploadable[] = []
  /** Textures ahead of view, uploaded in idle periods (in the frame without them). */
  private readonly ahead: Uploadable[] = []
  /** An idle period has been asked for and has not come yet. */
  private idleAsked = false
  /** When idle periods began to find the GPU behind, ms; -1 while they do not. */
  private gpuWaitStart = -1
  /** Video textures with a frame waiting, asked for this frame (PlaneSet, each frame). */
  private readonly frames: GatedVideoTexture[] = []
  private bytesPerMs = INITIAL_BYTES_PER_MS
  /** The upload run under way (a frame's or an idle period's), reused. */
  private readonly run = createUploadCase()
  /** This frame's step took a video frame or uploaded a texture. */
  private worked = false
  readonly stepped: UploadStep = { videoFrameTaken: false, framesHeld: false }
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

  /** Textures waiting for their upload, in view or ahead. */
  get size(): number {
    return this.inView.length + this.ahead.length
  }

  /** Uploads wait for a frame: textures in view, or any where no idle periods come. */
  get wantsFrames(): boolean {
    return this.inView.length > 0 || (this.idle === null && this.ahead.length > 0)
  }

  /**
   * Queues a decoded texture; `urgent` (in view) goes to the frame's list. One queued
   * ahead of view that comes into view moves to it.
   */
  add(item: Uploadable, urgent = false): void {
    if (this.inView.includes(item)) return
    const i = this.ahead.indexOf(item)
    if (i >= 0 && !urgent) return
    if (i >= 0) this.ahead.splice(i, 1)
    if (urgent) this.inView.push(item)
    else this.ahead.push(item)
  }

  remove(item: Uploadable): void {
    dropFrom(this.inView, item)
    dropFrom(this.ahead, item)
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
   * Once per frame, after PlaneSet.update (what it uploads shows from the next frame) and
   * before rendering. A video frame held back (the GPU behind) needs another frame to take
   * it, without drawing this one for it.
   */
  step(): Readonly<UploadStep> {
    const stepped = this.stepped
    this.worked = false
    stepped.videoFrameTaken = false
    stepped.framesHeld = false
    if (!this.progress.caughtUp()) {
      stepped.framesHeld = this.frames.length > 0
      if (stepped.framesHeld) this.heldCount++
      this.frames.length = 0
      return stepped
    }
    for (const video of this.frames) if (video.take()) stepped.videoFrameTaken = true
    this.frames.length = 0
    const start = performance.now()
    this.beginRun(UPLOAD_BUDGET_MS, Number.POSITIVE_INFINITY)
    let uploaded = this.upload(this.inView, start)
    if (this.idle === null) uploaded = this.upload(this.ahead, start)
    this.worked = stepped.videoFrameTaken || uploaded > 0
    return stepped
  }

  /**
   * At the end of the frame, after its render if it drew: when it uploaded, or uploads
   * still wait, the next upload waits for the GPU to pass this point.
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
   * An idle period: the first texture ahead uploads if its estimated time fits the period
   * (or the period timed out), more while they fit the upload budget too, once the GPU has
   * caught up or IDLE_GPU_WAIT_MS passed. Another period is asked for while any wait.
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
      this.beginRun(Math.min(UPLOAD_BUDGET_MS, left), left)
      uploaded = this.upload(this.ahead, performance.now())
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

  /** A new run of uploads: `budgetMs` for all, `firstMs` for the first one's estimate. */
  private beginRun(budgetMs: number, firstMs: number): void {
    this.run.uploaded = 0
    this.run.budgetMs = budgetMs
    this.run.firstMs = firstMs
  }

  /**
   * Uploads from the front of `list` while each next upload fits the run's budget from
   * `start`; the run's count so far (a frame's two lists share one run).
   */
  private upload(list: Uploadable[], start: number): number {
    const run = this.run
    while (list.length > 0) {
      const item = list[0]
      const loaded = item?.loaded
      if (!item || !loaded || item.status !== 'loaded') {
        list.shift()
        continue
      }
      run.elapsedMs = performance.now() - start
      run.bytes = loaded.bytes
      run.bytesPerMs = this.bytesPerMs
      if (!fitsBudget(run)) break
      list.shift()
      const before = performance.now()
      this.renderer.initTexture(loaded.texture)
      this.bytesPerMs = nextBytesPerMs(this.bytesPerMs, loaded.bytes, performance.now() - before)
      item.markUploaded()
      run.uploaded++
    }
    return run.uploaded
  }
}

function dropFrom(list: Uploadable[], item: Uploadable): void {
  const i = list.indexOf(item)
  if (i >= 0) list.splice(i, 1)
}
