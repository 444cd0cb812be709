/**
 * Whether the GPU has run the commands of the frames drawn so far, read without waiting
 * for it: an empty query marks a point in the command stream, and its result becomes
 * available once the GPU process has passed it (WebGL updates it between tasks only).
 *
 * An upload issued while the GPU process is still busy with earlier frames can block the
 * main thread until it catches up: a large texture grows the transfer buffer (freeing the
 * old one waits for every command using it), and a video frame's copy verifies the flush
 * with a synchronous round trip. On a first visit on SwiftShader, with the page's own
 * pictures decoding on the same two cores, those waits made frames of 25–80 ms with
 * 1–6 ms of script. Uploads wait for the mark instead, a frame or two, with no allocation
 * (one query object, reused).
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
   * answered (a driver that drops empty queries) is given up after `maxFrames` asks: an
   * upload may then wait, but never starves.
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

/** About half a second at 60 fps. */
export const MAX_FRAMES_WAITED = 30
