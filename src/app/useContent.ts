import { useSnapshot } from 'valtio'
import { entriesOfType } from '../content/entries.ts'
import { type ContentState, contentStore } from '../content/store.ts'
import type { Entry, EntryOfType, EntryType } from '../content/types.ts'

/**
 * Render-side read of the content store. The snapshot re-renders on every load; the
 * entries list is a ref() inside the proxy, so the snapshot hands back the same plain
 * array, typed here as what it is.
 */
export function useContent(): Readonly<ContentState> & { entries: readonly Entry[] } {
  const snap = useSnapshot(contentStore)
  return {
    entries: snap.entries as readonly Entry[],
    loading: snap.loading,
    error: snap.error,
    settled: snap.settled,
  }
}

export function useEntries<T extends EntryType>(type: T): EntryOfType<T>[] {
  return entriesOfType(useContent().entries, type)
}
