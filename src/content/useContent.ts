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
 * Render-side read of the content store. A snapshot holds only its own route's entries: other
 * paths read the full dataset once the live query brings it, and read as loading until then.
 * Each field is read only when asked for, as valtio re-renders a component for what it read.
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
