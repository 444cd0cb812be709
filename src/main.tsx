import { createRoot } from 'react-dom/client'
import { afterLoad, afterLoadAndPaint, afterPaint } from './app/first-paint.ts'
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

async function boot(root: HTMLElement): Promise<void> {
  setCurrentSnapshot(parseSnapshot(document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent))
  const snapshot = currentSnapshot()
  const path = normalizePath(location.pathname)
  // The page's own chunk first (the HTML preloads it), so it renders as it was built.
  await preloadPage(path).catch((err: unknown) => console.error('Page chunk failed:', err))

  if (snapshot && snapshot.path === path) {
    // Prerendered for this very path: adopt the markup, rendering nothing twice. Live
    // content follows once the page has loaded and painted, so a publish shows without a
    // rebuild; the Sanity client loads only then.
    await afterPaint()
    hydratePage(root, snapshot)
    void afterLoadAndPaint().then(() => loadContent())
  } else {
    // The not-found page served for a path the build did not know (a slug published
    // since), or the dev server's empty shell: render afresh from live content. A
    // prerendered not-found page, the query waits until it has loaded and painted.
    setCurrentSnapshot(null)
    createRoot(root).render(<Root />)
    void (snapshot ? afterLoadAndPaint() : Promise.resolve()).then(() => loadContent())
  }
  // The late behaviour after load, so opening the menu or moving the mouse does not
  // wait for the network; the other pages' chunks once the first paint is out too.
  void afterLoad().then(() => {
    for (const load of LATE_MODULES) void load().catch(() => {})
  })
  void afterLoadAndPaint().then(() => preloadAllPages().catch(() => {}))
}

const root = document.getElementById('root')
if (root) void boot(root)
