import { VideoTexture } from 'three'

/**
 * A video texture whose new frames wait to be taken: three.js's VideoTexture would upload
 * each at the next render whatever the GPU is doing; the upload queue takes it once the GPU
 * has caught up (UploadQueue, GpuProgress).
 */
export class GatedVideoTexture extends VideoTexture {
  /** A video frame came and has not been taken for upload yet. */
  waiting = false
  private nextFrame: (() => void) | null = null

  // Every `needsUpdate = true` (three.js's own, on each video frame) only flags the frame,
  // and tells whoever waits for the next one.
  override set needsUpdate(value: boolean) {
    if (!value) return
    this.waiting = true
    const callback = this.nextFrame
    this.nextFrame = null
    callback?.()
  }

  /**
   * Calls `callback` once, at the next new video frame (null: no longer). It rides on
   * three.js's own requestVideoFrameCallback, so whoever waits asks the browser nothing.
   */
  onNextFrame(callback: (() => void) | null): void {
    this.nextFrame = callback
  }

  /** Marks the waiting frame for upload at the next render; false if none waits. */
  take(): boolean {
    if (!this.waiting) return false
    this.waiting = false
    super.needsUpdate = true
    return true
  }
}
