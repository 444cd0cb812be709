import { sizeForStage } from './stage-context.ts'

/**
 * The context attributes the stage's renderer asks for (three.js defaults, plus the
 * stage's own: alpha, no antialias, no depth buffer: planes are drawn in DOM order with
 * depth test and write off, so one would only be allocated, cleared each frame and
 * reallocated at each change of pixel ratio). A context's attributes are fixed when it
 * is made, so the probe below asks for these same ones and its context can become the
 * stage's.
 */
export const STAGE_CONTEXT: WebGLContextAttributes = {
  alpha: true,
  antialias: false,
  depth: false,
  stencil: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
}

let probed: HTMLCanvasElement | null = null

function stageSizedCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  const view = document.documentElement
  sizeForStage(canvas, view.clientWidth, view.clientHeight, window.devicePixelRatio)
  return canvas
}

/**
 * Whether this browser can run the WebGL track: three.js needs WebGL 2. The context made
 * to find out is kept for the stage (`takeProbedCanvas`) rather than thrown away: making
 * a context is one of the costliest single calls of a page's start (over 100 ms on a
 * software GL, less once warmGpu has run), and the stage would otherwise make a second
 * one moments later.
 */
export function webglAvailable(): boolean {
  try {
    const canvas = probed ?? stageSizedCanvas()
    const gl = canvas.getContext('webgl2', STAGE_CONTEXT)
    if (!gl || gl.isContextLost()) {
      probed = null
      return false
    }
    probed = canvas
    return true
  } catch {
    probed = null
    return false
  }
}

/** The probe's context, still the probe's (not yet handed over); null if there is none. */
export function probedContext(): WebGL2RenderingContext | null {
  return probed?.getContext('webgl2', STAGE_CONTEXT) ?? null
}

/** Drops the probe's context at once (not at the next garbage collection): no stage follows. */
export function dropProbe(): void {
  probedContext()?.getExtension('WEBGL_lose_context')?.loseContext()
  probed = null
}

/** The probe's canvas with its live context, handed over once; null if there is none. */
export function takeProbedCanvas(): HTMLCanvasElement | null {
  const canvas = probed
  probed = null
  return canvas
}
