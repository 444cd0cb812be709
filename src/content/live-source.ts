import { checkAnswer, type LiveAnswer } from './live-answer.ts'
import { liveInWorker, WorkerUnavailable } from './live-in-worker.ts'
import type { Entry } from './types.ts'

export type Fetcher = () => Promise<unknown>

// The Sanity client (with rxjs, get-it and eventsource, ~38 KB gzipped) and the query
// text load here only where the query runs on the page (no worker): in the worker
// otherwise. Prerendered pages paint from their snapshot either way.
const fetchAll: Fetcher = async () => {
  const [{ getClient }, { ENTRIES_QUERY }] = await Promise.all([
    import('./client.ts'),
    import('./query.ts'),
  ])
  return getClient().fetch(ENTRIES_QUERY)
}

/**
 * The live answer for the page on show (`scope`, `shown`: checkAnswer): in a worker where one
 * runs, as a large archive's answer takes longer to parse than a frame lasts (live-worker.ts);
 * else on this thread, or from a `fetcher` in place of the content service (tests).
 */
export async function liveAnswer(
  scope: string | null,
  shown: readonly Entry[],
  fetcher?: Fetcher,
): Promise<LiveAnswer> {
  if (!fetcher && typeof Worker === 'function') {
    try {
      return await liveInWorker(scope, shown)
    } catch (err) {
      if (!(err instanceof WorkerUnavailable)) throw err
      console.warn('Live content: the worker failed, querying on the page instead:', err.message)
    }
  }
  return checkAnswer(await (fetcher ?? fetchAll)(), scope, shown)
}
