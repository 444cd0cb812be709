import { nextTask } from '../../lib/first-paint.ts'
import { dprFor } from '../quality/stage-quality.ts'

/**
 * What three.js (r187) enables as its renderer starts for features the stage never uses:
 * float, half-float and shared-exponent colour buffers and multisampled render-to-texture
 * (render targets: the stage draws straight to the canvas), linear filtering of float
 * textures (its textures are 8-bit) and clip distances (its one shader has none). Enabling
 * an extension is a round trip to the GPU process, 20–140 ms apiece when that process is
 * busy (a software GL drawing the page), EXT_color_buffer_float the longest. During the
 * renderer's setup these are answered as unavailable (`answerRendererSetup`), so none is
 * enabled and three.js never asks again. A stage that comes to need one (a render target,
 * a float texture) takes it off this list.
 */
export const UNUSED_EXTENSIONS = [
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
] as const

/**
 * What three.js does enable, at its first upload and first compile: the texture
 * anisotropy and the parallel shader compile. Each call waits on the GPU process; asked
 * here one per task beforehand, each is answered from the context's own cache when
 * three.js asks again.
 */
export const STAGE_EXTENSIONS = [
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
 * What three.js's renderer setup reads with `getParameter` (WebGLCapabilities and
 * WebGLState): the default framebuffer's SAMPLES, the VERSION string, SCISSOR_BOX and
 * VIEWPORT. Unlike the extensions, the browser keeps no copy of these answers: each call
 * is a round trip to the GPU process, 25–35 ms apiece when it is busy, back to back in
 * the renderer's setup. Read here one per task beforehand, they are handed to that setup
 * (`answerRendererSetup`). None of them changes in between: nothing draws, binds a
 * framebuffer or sets the viewport or scissor on the probe's context, and a drawing
 * buffer's resize leaves both boxes as they were.
 */
export const STAGE_PARAMETERS = [0x80a9, 0x1f02, 0x0c10, 0x0ba2] as const

const readAhead = new WeakMap<WebGL2RenderingContext, Map<number, unknown>>()

/**
 * Enables STAGE_EXTENSIONS on the probe's context, then reads STAGE_PARAMETERS, one call
 * per task. Stops early when the context is lost or `stillWanted` turns false (the page
 * went below 1024 px).
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
  const answers = new Map<number, unknown>()
  readAhead.set(gl, answers)
  for (const pname of STAGE_PARAMETERS) {
    await wait()
    if (!stillWanted() || gl.isContextLost()) return
    answers.set(pname, gl.getParameter(pname))
  }
}

/**
 * Until `done` is called, answers the renderer's setup on this context: each parameter
 * readyForStage read, once, from that reading (as the context itself would have
 * answered), and each of UNUSED_EXTENSIONS as unavailable. Any other call, or a second
 * read, goes to the context. Call around the renderer's setup only: a later caller may
 * have changed the viewport or scissor since, or need an extension.
 */
export function answerRendererSetup(gl: WebGL2RenderingContext): () => void {
  const answers = readAhead.get(gl) ?? new Map<number, unknown>()
  readAhead.delete(gl)
  const unused = new Set<string>(UNUSED_EXTENSIONS)
  const own = gl as Pick<WebGL2RenderingContext, 'getParameter' | 'getExtension'>
  const ask = gl.getParameter
  const enable = gl.getExtension as (this: WebGL2RenderingContext, name: string) => unknown
  own.getParameter = function getParameter(this: WebGL2RenderingContext, pname: number) {
    if (answers.has(pname)) {
      const answer = answers.get(pname)
      answers.delete(pname)
      return answer
    }
    return ask.call(this, pname)
  }
  own.getExtension = function getExtension(this: WebGL2RenderingContext, name: string) {
    return unused.has(name) ? null : enable.call(this, name)
  } as WebGL2RenderingContext['getExtension']
  return () => {
    Reflect.deleteProperty(own, 'getParameter')
    Reflect.deleteProperty(own, 'getExtension')
  }
}
