/**
 * Frame rates over windows of consecutive frames, first frame included as drei counts (its
 * bounds expect 60 Hz to read about 64). A rest starts a new window, so it never reads as a
 * slow frame. Fixed storage: fed per frame, it allocates nothing.
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
