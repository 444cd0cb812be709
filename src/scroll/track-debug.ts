import { configStore } from '../lib/config.ts'
import { trackState } from './engine/track-state.ts'
import type { VirtualScroll } from './engine/virtual-scroll.ts'
import type { TrackLayout } from './layout/layout.ts'

declare global {
  interface Window {
    __track?: {
      scroll: VirtualScroll
      state: typeof trackState
      layout: () => TrackLayout
      /** A long list is still going in batch by batch (configStore.listFilling). */
      filling: () => boolean
    }
  }
}

/**
 * Exposes `window.__track`, a read-only handle on the running track (cheap: the same
 * objects). A test hook: called only in builds made with TEST_HOOKS=1 (the browser tests,
 * the bench).
 */
export function exposeTrackDebug(scroll: VirtualScroll, layout: () => TrackLayout): () => void {
  window.__track = { scroll, state: trackState, layout, filling: () => configStore.listFilling }
  return () => {
    delete window.__track
  }
}
