import { proxy, ref } from 'valtio'
import { cleanEntries } from './entries.ts'
import type { LiveAnswer } from './live-answer.ts'
import type { Snapshot } from './snapshot.ts'
import type { Entry } from './types.ts'

export interface ContentState {
  /** Replaced whole on each load and wrapped in ref(): documents are data, not reactive state. */
  entries: readonly Entry[]
  loading: boolean
  error: string | null
  /** True once a fetch has finished, successfully or not: "not found" is only said after it. */
  settled: boolean
  /**
   * The path the entries were cut for, when they are a prerendered page's snapshot
   * rather than the whole dataset; null once a full load has replaced them.
   */
  scope: string | null
  /**
   * The whole dataset from the live query, kept beside a snapshot that it leaves
   * unchanged: the page on show does not re-render, other paths read from here.
   */
  full: readonly Entry[] | null
}

export const contentStore = proxy<ContentState>({
  entries: ref([]),
  loading: false,
  error: null,
  settled: false,
  scope: null,
  full: null,
})

export type Fetcher = () => Promise<unknown>

/** The live answer for the page on show (`scope` and its `shown` entries: answerLive). */
type LiveSource = (scope: string | null, shown: readonly Entry[]) => Promise<LiveAnswer>

/** Marked on the page's timeline when the live query has answered (or failed). */
export const LIVE_CONTENT_MARK = 'content:live'

// The Sanity client (with rxjs, get-it and eventsource, ~38 KB gzipped) and the query
// text load on the first fetch, off the critical path: prerendered pages paint from
// their snapshot.
const fetchAll: Fetcher = async () => {
  const [{ getClient }, { ENTRIES_QUERY }] = await Promise.all([
    import('./client.ts'),
    import('./query.ts'),
  ])
  return getClient().fetch(ENTRIES_QUERY)
}

/** The query, its parse and check on this thread. */
const onThisThread =
  (fetcher: Fetcher): LiveSource =>
  async (scope, shown) => {
    // The check (with the route's cut) is only needed once the answer is in: it loads with it.
    const [result, { answerLive }] = await Promise.all([fetcher(), import('./live-answer.ts')])
    return answerLive(result, scope, shown)
  }

/**
 * In a worker where there are workers (live-worker.ts: a large archive's answer takes
 * longer to parse than a frame lasts), here otherwise or when the worker cannot run.
 */
const fromContentService: LiveSource = async (scope, shown) => {
  if (typeof Worker === 'function') {
    const { liveInWorker, WorkerUnavailable } = await import('./live-in-worker.ts')
    try {
      return await liveInWorker(scope, shown)
    } catch (err) {
      if (!(err instanceof WorkerUnavailable)) throw err
      console.warn('Live content: the worker failed, querying on the page instead:', err.message)
    }
  }
  return onThisThread(fetchAll)(scope, shown)
}

let inFlight: Promise<void> | null = null

/**
 * Fills the store. On failure the error is logged and kept, and the entries stay as
 * they were (spec §4, §8). Concurrent calls share one request. `fetcher` replaces the
 * content service (tests).
 */
export function loadContent(fetcher?: Fetcher): Promise<void> {
  const source = fetcher ? onThisThread(fetcher) : fromContentService
  inFlight ??= (async () => {
    contentStore.loading = true
    try {
      const scope = contentStore.scope
      const { live, same } = await source(scope, contentStore.entries)
      if (same && scope === contentStore.scope) {
        contentStore.full = ref(live)
      } else {
        contentStore.entries = ref(live)
        contentStore.scope = null
        contentStore.full = null
      }
      contentStore.error = null
    } catch (err) {
      console.error('Error fetching content entries:', err)
      contentStore.error = err instanceof Error ? err.message : String(err)
    } finally {
      contentStore.loading = false
      contentStore.settled = true
      inFlight = null
      globalThis.performance?.mark?.(LIVE_CONTENT_MARK)
    }
  })()
  return inFlight
}

/** Starts from a prerendered page's snapshot: that route's entries, already settled. */
export function seedContent(snapshot: Snapshot): void {
  contentStore.entries = ref(cleanEntries(snapshot.entries))
  contentStore.settled = true
  contentStore.scope = snapshot.path
  contentStore.full = null
}

/**
 * Whether live content has replaced or confirmed the page's snapshot (true with no
 * snapshot at all: nothing is waiting for a refresh).
 */
export function hasLiveContent(): boolean {
  return contentStore.scope === null || contentStore.full !== null
}

/** Back to the state before any load. For tests, so each starts from a known store. */
export function resetContentStore(): void {
  contentStore.entries = ref([])
  contentStore.loading = false
  contentStore.error = null
  contentStore.settled = false
  contentStore.scope = null
  contentStore.full = null
}
