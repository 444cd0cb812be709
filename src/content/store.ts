import { proxy, ref } from 'valtio'
import { cleanEntries } from './entries.ts'
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

let inFlight: Promise<void> | null = null

/** Same documents, field for field (both come from the same query, so keys keep their order). */
const sameEntries = (a: readonly Entry[], b: readonly Entry[]) =>
  JSON.stringify(a) === JSON.stringify(b)

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`
}

/**
 * Fills the store. On failure the error is logged and kept, and the entries stay as
 * they were (spec §4, §8). Concurrent calls share one request.
 */
export function loadContent(fetcher: Fetcher = fetchAll): Promise<void> {
  inFlight ??= (async () => {
    contentStore.loading = true
    try {
      const result = await fetcher()
      // Not a list is a failed answer, not an empty dataset: keep what was there.
      if (!Array.isArray(result)) {
        throw new Error(`Content query answered ${kindOf(result)} instead of a list`)
      }
      const live = cleanEntries(result)
      const scope = contentStore.scope
      // The route's cut is only needed once the answer is in: it loads with it.
      const { routeContent } = await import('./route-content.ts')
      if (scope !== null && sameEntries(routeContent(scope, live), contentStore.entries)) {
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
