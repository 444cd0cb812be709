import { ref } from 'valtio'
import type { ContentState } from './store.ts'
import type { Entry } from './types.ts'

/**
 * The Studio's answer with its drafts, in the Presentation frame only (src/preview/): the
 * whole dataset as the editor sees it, for every path, in place of a visitor's content.
 * The store comes from the caller (main.tsx hands it over): the preview's chunk importing
 * store.ts would split the entry's shared code into more files (docs/performance.md).
 */
export function showDrafts(store: ContentState, entries: readonly Entry[]): void {
  store.entries = ref(entries)
  store.scope = null
  store.full = null
  store.settled = true
  store.loading = false
  store.error = null
}
