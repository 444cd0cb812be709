/**
 * Whether the GPU has run the frames drawn so far, read without waiting: an empty query
 * marks a point in the command stream, answered once the GPU process has passed it.
 * Uploads wait for it, since one issued while the GPU is behind blocks the main thread.
 */
export class GpuProgress {
  private query: WebGLQuery | null
  private marked = false
  private framesWaited = 0

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.query = gl.createQuery()
  }

  /**
   * True when no mark is outstanding or the GPU has passed the last one. A mark never
   * answered (a driver that drops empty queries) is given up after `maxFrames` asks.
   */
  caughtUp(maxFrames = MAX_FRAMES_WAITED): boolean {
    if (!this.marked || !this.query) return true
    if (!this.gl.getQueryParameter(this.query, this.gl.QUERY_RESULT_AVAILABLE)) {
      this.framesWaited++
      if (this.framesWaited < maxFrames) return false
    }
    this.marked = false
    this.framesWaited = 0
    return true
  }

  /** Marks the end of this frame's commands; one mark at a time. */
  mark(): void {
    if (this.marked || !this.query) return
    const target = this.gl.ANY_SAMPLES_PASSED_CONSERVATIVE
    this.gl.beginQuery(target, this.query)
    this.gl.endQuery(target)
    this.marked = true
    this.framesWaited = 0
  }

  dispose(): void {
    if (this.query) this.gl.deleteQuery(this.query)
    this.query = null
    this.marked = false
  }
}

/** About half a second at 60 fps: an upload may wait, but never starves. */
const MAX_FRAMES_WAITED = 30
