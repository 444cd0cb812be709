import type { WarmReport } from './gpu-warm.ts'
import { readRenderer } from './renderer.ts'

/**
 * Makes a WebGL 2 context off the page's main thread, then drops it. The first context a
 * page makes waits for the browser's GPU side to be ready (its process, the channel to
 * it); on a software GL that wait is 70–250 ms, and on the main thread it is one long
 * task. Waited for here, it leaves the page's own context a few milliseconds' work.
 * The context also tells the renderer's name, and whether the browser calls it a major
 * performance caveat (a software fallback): read here, a page on a software renderer
 * decides against the canvas without making a context of its own. Posts once it is done,
 * context or not (the page probes for itself either way).
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
