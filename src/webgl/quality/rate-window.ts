/**
 * Frame rates sampled over windows of consecutive frames: a sample is the frames of a
 * window over its time, the window's first frame included (drei PerformanceMonitor's
 * count, which its bounds are set for: a 60 Hz display reads about 64). A frame that does
 * not continue the one before (a rest in between) starts a new window, so rests never
 * read as slow frames. Plain object, fixed storage: fed per frame, it allocates nothing.
 */
export class RateWindow {
  private start = -1
  private frames = 0

  constructor(private readonly windowMs: number) {}

  /**
   * One frame at `now` (ms); `continues`: the frame before it came one loop turn earlier.
   * Returns the closed window's rate, frames per second, or -1 while none closed.
   */
  frame(now: number, continues: boolean): number {
    if (!continues || this.start < 0) {
      this.start = now
      this.frames = 1
      return -1
    }
    this.frames++
    const passed = now - this.start
    if (passed < this.windowMs) return -1
    const rate = (this.frames * 1000) / passed
    this.start = now
    this.frames = 1
    return rate
  }

  /** The next frame starts a new window (the time since is no frame's: a hidden tab). */
  restart(): void {
    this.start = -1
  }
}
