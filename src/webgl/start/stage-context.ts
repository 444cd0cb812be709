import { nextTask } from '../../lib/first-paint.ts'
import { dprFor } from '../quality/stage-quality.ts'

/**
 * Extensions three.js (r187) enables at start-up for features the stage never uses (render
 * targets, float textures, clip distances): each is a slow GPU round trip, so its setup is
 * told they are unavailable (docs/performance.md, 'Start-up'). Drop one here to use it.
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
 * Extensions three.js does enable at its first upload and compile. Enabled here one per
 * task beforehand, they come from the context's own cache when three.js asks.
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
 * SAMPLES, VERSION, SCISSOR_BOX, VIEWPORT: read by three.js's setup, uncached, each a GPU
 * round trip (docs/performance.md, 'Start-up'). Read one per task beforehand; nothing on
 * the probe's context changes them in between (a buffer resize leaves both boxes alone).
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
 * Until the returned `done` runs, answers each parameter readyForStage read (once) from
 * that reading, and UNUSED_EXTENSIONS as unavailable; all else goes to the context. Wrap
 * the renderer's setup only: later callers may have moved the viewport or need one.
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
