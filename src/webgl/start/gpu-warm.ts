/** The longest the page waits for the warm-up before it makes its own context anyway. */
export const GPU_WARM_WAIT_MS = 1500

/**
 * Readies the browser's GPU side from a worker (gpu-warm-worker.ts), so the page's own
 * WebGL context, made next, does not block the main thread while it comes up. Resolves
 * when the worker is done, fails or takes longer than `wait`; it never rejects, since a
 * missed warm-up only means the page's context takes its usual time.
 */
export function warmGpu(wait = GPU_WARM_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      clearTimeout(timer)
      worker?.terminate()
      resolve()
    }
    try {
      worker = new Worker(new URL('./gpu-warm-worker.ts', import.meta.url), {
        type: 'module',
        name: 'gpu-warm',
      })
    } catch {
      return done()
    }
    worker.onmessage = done
    worker.onerror = (event) => {
      event.preventDefault()
      done()
    }
    timer = setTimeout(done, wait)
  })
}
