import { proxy, ref } from 'valtio'
import { getClient } from './client.ts'
import { cleanEntries } from './entries.ts'
import { ENTRIES_QUERY } from './query.ts'
import type { Entry } from './types.ts'

export interface ContentState {
  /** Replaced whole on each load and wrapped in ref(): documents are data, not reactive state. */
  entries: readonly Entry[]
  loading: boolean
  error: string | null
  /** True once a fetch has finished, successfully or not: "not found" is only said after it. */
  settled: boolean
}

export const contentStore = proxy<ContentState>({
  entries: ref([]),
  loading: false,
  error: null,
  settled: false,
})

export type Fetcher = () => Promise<unknown>

const fetchAll: Fetcher = () => getClient().fetch(ENTRIES_QUERY)

let inFlight: Promise<void> | null = null

/**
 * Fills the store. On failure the error is logged and kept, and the entries stay as
 * they were (spec §4, §8). Concurrent calls share one request.
 */
export function loadContent(fetcher: Fetcher = fetchAll): Promise<void> {
  inFlight ??= (async () => {
    contentStore.loading = true
    try {
      contentStore.entries = ref(cleanEntries(await fetcher()))
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
