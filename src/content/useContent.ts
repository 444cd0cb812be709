import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { entriesOfType } from './entries.ts'
import { normalizePath } from './routes.ts'
import { type ContentState, contentStore, loadContent } from './store.ts'
import type { Entry, EntryOfType, EntryType } from './types.ts'

const NONE: readonly Entry[] = []

export type ContentView = Pick<ContentState, 'loading' | 'error' | 'settled'> & {
  entries: readonly Entry[]
}

/**
 * Render-side read of the content store. A prerendered page's entries hold only what
 * its own route renders: other paths read the full dataset once the live query has
 * brought it, and until then read as still loading (and ask for it).
 *
 * valtio re-renders a component for the fields it read, so each field is read only
 * when the caller asks for it: a page that shows entries does not re-render when the
 * loading flag flips, nor when the live query confirms what the snapshot already said.
 */
export function useContent(): ContentView {
  const snap = useSnapshot(contentStore)
  const [location] = useLocation()
  const foreign = snap.scope !== null && snap.scope !== normalizePath(location)
  const full = foreign ? (snap.full as readonly Entry[] | null) : null
  const waiting = foreign && full === null
  useEffect(() => {
    if (waiting) void loadContent()
  }, [waiting])
  return {
    get entries() {
      return foreign ? (full ?? NONE) : (snap.entries as readonly Entry[])
    },
    get loading() {
      return waiting || snap.loading
    },
    get error() {
      return snap.error
    },
    get settled() {
      return !waiting && snap.settled
    },
  }
}

export function useEntries<T extends EntryType>(type: T): EntryOfType<T>[] {
  return entriesOfType(useContent().entries, type)
}
