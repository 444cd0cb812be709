import type { LiveAnswer, LiveReply, LiveRequest } from './live-answer.ts'
import type { Entry } from './types.ts'

/** The worker could not start or run (no module workers, its script refused or broken). */
export class WorkerUnavailable extends Error {}

/**
 * The live content query in a worker (live-worker.ts). Resolves with the whole answer
 * once every part is in; rejects with the worker's error message when the query failed,
 * or with WorkerUnavailable when the worker itself did, so the caller can query here.
 */
export function liveInWorker(scope: string | null, shown: readonly Entry[]): Promise<LiveAnswer> {
  return new Promise((resolve, reject) => {
    let worker: Worker | undefined
    const fail = (err: Error) => {
      worker?.terminate()
      reject(err)
    }
    const send = (request: LiveRequest) => worker?.postMessage(request)
    try {
      worker = new Worker(new URL('./live-worker.ts', import.meta.url), {
        type: 'module',
        name: 'live-content',
      })
    } catch (err) {
      return fail(new WorkerUnavailable(String(err)))
    }
    const live: Entry[] = []
    worker.onmessage = ({ data }: MessageEvent<LiveReply>) => {
      if (data.type === 'error') return fail(new Error(data.message))
      for (const entry of data.entries) live.push(entry)
      if (!data.done) return send({ type: 'more' })
      worker?.terminate()
      resolve({ live, same: data.same })
    }
    worker.onerror = (event) => {
      event.preventDefault()
      fail(new WorkerUnavailable(event.message || 'the live content worker failed'))
    }
    try {
      send({ type: 'load', scope, shown })
    } catch (err) {
      fail(new WorkerUnavailable(String(err)))
    }
  })
}
