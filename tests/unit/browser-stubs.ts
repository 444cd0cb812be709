import { vi } from 'vitest'

/**
 * What jsdom lacks and the app's effects use: matchMedia (below 1024 px, so the desktop
 * track stays off), element scrolling, and IntersectionObserver (autoplay, lazy embeds).
 * Undo with vi.unstubAllGlobals().
 */
export function stubBrowser(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  Element.prototype.scrollTo ??= () => {}
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    },
  )
}
