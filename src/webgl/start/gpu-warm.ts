import { isRecord } from '../../lib/is-record.ts'

/** The longest the page waits for the warm-up before it makes its own context anyway. */
export const GPU_WARM_WAIT_MS = 1500

/** What the warm-up's context told of the machine (gpu-warm-worker.ts). */
export interface WarmReport {
  /** The renderer's name (readRenderer); null where it was not told. */
  renderer: string | null
  /** The browser refused a context for a major performance caveat (a software fallback). */
  caveat: boolean
}

/**
 * Readies the GPU side from a worker (gpu-warm-worker.ts) so the page's own context does not
 * block the main thread. Resolves with the report, or null on failure or after `wait`; never
 * rejects, since a missed warm-up only costs the usual wait and the page reads the renderer.
 */
export function warmGpu(wait = GPU_WARM_WAIT_MS): Promise<WarmReport | null> {
  return new Promise((resolve) => {
    let worker: Worker | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = (report: WarmReport | null) => {
      clearTimeout(timer)
      worker?.terminate()
      resolve(report)
    }
    try {
      worker = new Worker(new URL('./gpu-warm-worker.ts', import.meta.url), {
        type: 'module',
        name: 'gpu-warm',
      })
    } catch {
      return done(null)
    }
    worker.onmessage = (event: MessageEvent<unknown>) => done(asReport(event.data))
    worker.onerror = (event) => {
      event.preventDefault()
      done(null)
    }
    timer = setTimeout(() => done(null), wait)
  })
}

function asReport(data: unknown): WarmReport | null {
  if (!isRecord(data)) return null
  return {
    renderer: typeof data.renderer === 'string' ? data.renderer : null,
    caveat: data.caveat === true,
  }
}
