import type { GatedVideoTexture } from '../textures/gated-video-texture.ts'

/**
 * Wakes the loop at a video's next frame, once; paused or playing. So a video shown is drawn
 * frame by frame while the loop sleeps between, and one that starts to play is drawn from
 * its first new frame.
 */
export class VideoFrames {
  /** The pending requestVideoFrameCallback (0: none). */
  private handle = 0

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly onFrame: () => void,
  ) {}

  get playing(): boolean {
    return !this.video.paused
  }

  /**
   * Watches for the next frame; false where the browser has no requestVideoFrameCallback.
   * Once the texture exists, its own callback per frame (three.js's) tells, so the frame
   * loop asks the browser nothing (see docs/performance.md, 'Video').
   */
  watch(texture: GatedVideoTexture | undefined): boolean {
    if (!('requestVideoFrameCallback' in this.video)) return false
    if (this.handle !== 0) return true
    if (texture) texture.onNextFrame(this.onVideoFrame)
    else this.handle = this.video.requestVideoFrameCallback(this.onVideoFrame)
    return true
  }

  stop(texture: GatedVideoTexture | undefined): void {
    texture?.onNextFrame(null)
    if (this.handle === 0) return
    this.video.cancelVideoFrameCallback(this.handle)
    this.handle = 0
  }

  /** One callback for every video frame: nothing is allocated per frame. */
  private readonly onVideoFrame = () => {
    this.handle = 0
    this.onFrame()
  }
}
