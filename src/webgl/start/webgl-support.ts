import { sizeForStage } from './stage-context.ts'

/**
 * The stage renderer's context attributes; no depth buffer, since planes draw in DOM order
 * with depth off. Attributes are fixed at creation, so the probe asks for these same ones
 * and its context can become the stage's.
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
 * Whether this browser has WebGL 2 (three.js needs it). The context made to find out is
 * kept for the stage (`takeProbedCanvas`): making one is among the costliest calls of a
 * page's start (docs/performance.md, 'Start-up').
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
