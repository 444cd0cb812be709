import type { WarmReport } from './gpu-warm.ts'
import { readRenderer } from './renderer.ts'

/**
 * Makes and drops a WebGL 2 context off the main thread: the page's first context waits for
 * the GPU side to come up, a long task on the main thread (docs/performance.md, 'Start-up').
 * Also reports the renderer and any performance caveat; posts once, context or not.
 */
const scope = globalThis as unknown as { postMessage: (message: WarmReport) => void }

const report: WarmReport = { renderer: null, caveat: false }
try {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(1, 1)
    let gl = canvas.getContext('webgl2', { failIfMajorPerformanceCaveat: true })
    if (!gl) {
      // Refused for the caveat, or no WebGL 2 at all: a context without the flag tells.
      gl = canvas.getContext('webgl2')
      report.caveat = gl !== null
    }
    if (gl) report.renderer = readRenderer(gl)
    gl?.getExtension('WEBGL_lose_context')?.loseContext()
  }
} catch {
  // No context in a worker here: the page's own probe decides.
}
scope.postMessage(report)
