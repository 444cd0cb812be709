import { proxy, ref } from 'valtio'
import { cleanEntries } from './entries.ts'
import type { Fetcher } from './live-source.ts'
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

/** Marked on the page's timeline when the live query has answered (or failed). */
export const LIVE_CONTENT_MARK = 'content:live'

let inFlight: Promise<void> | null = null

/**
 * Fills the store. On failure the error is logged and kept, and the entries stay as
 * they were. Concurrent calls share one request. `fetcher` replaces the
 * content service (tests).
 */
export function loadContent(fetcher?: Fetcher): Promise<void> {
  inFlight ??= (async () => {
    contentStore.loading = true
    try {
      const scope = contentStore.scope
      // The query and everything it needs load with the first fetch, off the first load.
      const { liveAnswer } = await import('./live-source.ts')
      const { live, same } = await liveAnswer(scope, contentStore.entries, fetcher)
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
