import { createRoot } from 'react-dom/client'
import { hydratePage } from './app/hydrate.tsx'
import { LATE_MODULES } from './app/late.ts'
import { preloadAllPages, preloadPage } from './app/pages.ts'
import { Root } from './app/Root.tsx'
import { normalizePath } from './app/route-meta.ts'
import {
  currentSnapshot,
  parseSnapshot,
  SNAPSHOT_ELEMENT_ID,
  setCurrentSnapshot,
} from './content/snapshot.ts'
import { loadContent } from './content/store.ts'
import './styles/global.css'

/** After the load event and a turn of the event loop: work that must not delay the page. */
function whenLoaded(task: () => void): void {
  const later = () => setTimeout(task, 0)
  if (document.readyState === 'complete') later()
  else addEventListener('load', later, { once: true })
}

/**
 * After the browser has painted what it has: the prerendered page shows before the
 * main thread turns to hydration. (A hidden tab paints no frames: the timeout goes on.)
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

async function boot(root: HTMLElement): Promise<void> {
  setCurrentSnapshot(parseSnapshot(document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent))
  const snapshot = currentSnapshot()
  const path = normalizePath(location.pathname)
  // The page's own chunk first (the HTML preloads it), so it renders as it was built.
  await preloadPage(path).catch((err: unknown) => console.error('Page chunk failed:', err))

  if (snapshot && snapshot.path === path) {
    // Prerendered for this very path: adopt the markup, rendering nothing twice. Live
    // content follows after first paint, so a publish shows without a rebuild; the
    // Sanity client loads only then.
    await afterPaint()
    hydratePage(root, snapshot)
    whenLoaded(() => void loadContent())
  } else {
    // The not-found page served for a path the build did not know (a slug published
    // since), or the dev server's empty shell: render afresh from live content.
    setCurrentSnapshot(null)
    createRoot(root).render(<Root />)
    void loadContent()
  }
  // The other pages' chunks and the late behaviour, so navigating, opening the menu or
  // moving the mouse does not wait for the network.
  whenLoaded(() => {
    void preloadAllPages().catch(() => {})
    for (const load of LATE_MODULES) void load().catch(() => {})
  })
}

const root = document.getElementById('root')
if (root) void boot(root)
