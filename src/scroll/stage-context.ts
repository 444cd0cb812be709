import { nextTask } from '../app/first-paint.ts'
import { dprFor } from '../webgl/quality/stage-quality.ts'

/**
 * What three.js (r187) asks the context for, in order, as its renderer starts and first
 * draws: the extensions its setup enables, then the texture anisotropy and the parallel
 * shader compile it looks up at first use. A browser answers each of these calls from
 * its GPU process, and the page waits for the answer. When that process is busy (a
 * software GL drawing the page) each wait is 30–80 ms; three.js makes them back to back
 * in a 150–350 ms task. Asked here one per task beforehand, each is answered from the
 * context's own cache when three.js asks again.
 */
export const STAGE_EXTENSIONS = [
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
  'EXT_texture_filter_anisotropic',
  'KHR_parallel_shader_compile',
] as const

/**
 * The canvas's drawing buffer at the size the stage will give it (the viewport at full
 * sharpness), set before the context exists: a context made at the default 300×150 has
 * its buffer made again at the stage's size, one more wait.
 */
export function sizeForStage(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  ratio: number,
): void {
  const dpr = dprFor(1, ratio)
  canvas.width = Math.max(1, Math.floor(width * dpr))
  canvas.height = Math.max(1, Math.floor(height * dpr))
}

/**
 * Enables STAGE_EXTENSIONS on the probe's context, one per task. Stops early when the
 * context is lost or `stillWanted` turns false (the page went below 1024 px).
 */
export async function readyForStage(
  gl: WebGL2RenderingContext,
  stillWanted: () => boolean,
  wait: () => Promise<void> = nextTask,
): Promise<void> {
  for (const name of STAGE_EXTENSIONS) {
    await wait()
    if (!stillWanted() || gl.isContextLost()) return
    gl.getExtension(name)
  }
}
