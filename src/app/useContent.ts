import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { entriesOfType } from '../content/entries.ts'
import { type ContentState, contentStore, loadContent } from '../content/store.ts'
import type { Entry, EntryOfType, EntryType } from '../content/types.ts'
import { normalizePath } from './route-meta.ts'

const NONE: readonly Entry[] = []

/**
 * Render-side read of the content store. The snapshot re-renders on every load; the
 * entries list is a ref() inside the proxy, so the snapshot hands back the same plain
 * array, typed here as what it is. A prerendered page's entries hold only what its own
 * route renders: on any other path they read as still loading, and the full load is
 * asked for (it is usually already in flight).
 */
export function useContent(): Readonly<ContentState> & { entries: readonly Entry[] } {
  const snap = useSnapshot(contentStore)
  const [location] = useLocation()
  const foreign = snap.scope !== null && snap.scope !== normalizePath(location)
  useEffect(() => {
    if (foreign) void loadContent()
  }, [foreign])
  return {
    entries: foreign ? NONE : (snap.entries as readonly Entry[]),
    loading: snap.loading || foreign,
    error: snap.error,
    settled: snap.settled && !foreign,
    scope: snap.scope,
  }
}

export function useEntries<T extends EntryType>(type: T): EntryOfType<T>[] {
  return entriesOfType(useContent().entries, type)
}
