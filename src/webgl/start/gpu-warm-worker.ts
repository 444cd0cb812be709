/**
 * Makes a WebGL 2 context off the page's main thread, then drops it. The first context a
 * page makes waits for the browser's GPU side to be ready (its process, the channel to
 * it); on a software GL that wait is 70–250 ms, and on the main thread it is one long
 * task. Waited for here, it leaves the page's own context a few milliseconds' work.
 * Posts once it is done, context or not (the page probes for itself either way).
 */
const scope = globalThis as unknown as { postMessage: (message: 'done') => void }

try {
  const gl =
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('webgl2') : null
  gl?.getExtension('WEBGL_lose_context')?.loseContext()
} catch {
  // No context in a worker here: the page's own probe decides.
}
scope.postMessage('done')
