import type { QueueLimits } from '../../limits.ts'

/** A full queue: the request is answered 503 with `Retry-After: retryAfter` seconds. */
export class QueueFullError extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many pictures are being encoded; try again shortly')
  }
}

export interface EncodeQueue {
  /**
   * Runs `job` when a slot is free. Background jobs wait in a line of their own, so they
   * never take a visitor's place, and start only when no visitor's job is waiting.
   */
  run<T>(job: () => Promise<T>, options?: { background?: boolean }): Promise<T>
  /** Running and waiting jobs, for tests and the bench. */
  counts(): { active: number; queued: number; background: number }
}

// A first guess at one encode's time, until encodes have been timed.
const FIRST_GUESS_MS = 250

export function createEncodeQueue({
  concurrency,
  maxQueued,
  maxBackground = Math.floor(maxQueued / 2),
}: QueueLimits): EncodeQueue {
  let active = 0
  let averageMs = FIRST_GUESS_MS
  const visitors: (() => void)[] = []
  const background: (() => void)[] = []

  /** Seconds until the visitors' work ahead of a new job is likely done, at least 1. */
  const retryAfter = () =>
    Math.max(1, Math.ceil((((visitors.length + active) / concurrency) * averageMs) / 1000))

  function startNext(): void {
    while (active < concurrency) {
      const next = visitors.shift() ?? background.shift()
      if (!next) return
      next()
    }
  }

  function run<T>(job: () => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        active++
        const began = performance.now()
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            averageMs = 0.8 * averageMs + 0.2 * (performance.now() - began)
            active--
            startNext()
          })
      }
      const [line, limit] = options.background ? [background, maxBackground] : [visitors, maxQueued]
      if (active < concurrency) start()
      else if (line.length < limit) line.push(start)
      else reject(new QueueFullError(retryAfter()))
    })
  }

  return {
    run,
    counts: () => ({ active, queued: visitors.length, background: background.length }),
  }
}
