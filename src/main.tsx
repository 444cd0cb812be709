import { createRoot } from 'react-dom/client'
import { hydratePage } from './app/hydrate.tsx'
import { holdTraversals, loadTransitions } from './app/navigation/around-nav.ts'
import { preloadAllPages, preloadPage } from './app/pages.ts'
import { Root } from './app/Root.tsx'
import { loadMenuDialog } from './chrome/menu/Menu.tsx'
import { normalizePath } from './content/routes.ts'
import {
  currentSnapshot,
  parseSnapshot,
  SNAPSHOT_ELEMENT_ID,
  setCurrentSnapshot,
} from './content/snapshot.ts'
import { contentStore, hasLiveContent, loadContent } from './content/store.ts'
import { afterLoad, afterLoadAndPaint, afterPaint } from './lib/first-paint.ts'
import { orTimeout, stageSettled } from './webgl/start/stage-settled.ts'
import './styles/global.css'

async function boot(root: HTMLElement): Promise<void> {
  setCurrentSnapshot(parseSnapshot(document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent))
  const snapshot = currentSnapshot()
  const path = normalizePath(location.pathname)
  // The page's own chunk first (the HTML preloads it), so it renders as it was built,
  // and the chunk of the path shown if the HTML is another page's (the not-found page).
  const paths = new Set([snapshot?.path ?? path, path])
  await Promise.all([...paths].map(preloadPage)).catch((err: unknown) =>
    console.error('Page chunk failed:', err),
  )

  const later = afterContentWait()
  holdTraversals()
  if (snapshot) {
    // Prerendered: adopt the markup as built, after the first frame. The not-found page (a path
    // the build did not know) hydrates as itself too, so no tap is lost; the router then moves to
    // the real path, which asks for the content. Live content follows once the page has painted.
    await afterPaint()
    hydratePage(root, snapshot)
    // (A not-found page shown for a new slug has asked for it already.)
    void later.then(() => {
      if (!hasLiveContent()) void loadContent()
    })
  } else {
    // The dev server's empty shell: render afresh from live content.
    createRoot(root).render(<Root />)
    void loadContent()
  }
  // Framed, the site is in the Studio's Presentation tool (deploy/headers.ts lets only the
  // Studio frame it): its preview code, which a visitor's page never loads. After the store
  // has its snapshot; at once, as the Studio waits for the page to connect. The store is
  // handed over: the preview's chunk importing store.ts would split the entry differently.
  if (top !== self) {
    void import('./preview/start.ts').then((p) => p.startPreview(contentStore, loadContent))
  }
  // The late behaviour after load (the menu dialog, the View Transitions between pages),
  // so opening the menu does not wait for the network; the other pages' chunks once the first paint is out too.
  void afterLoad().then(() => {
    void loadMenuDialog().catch(() => {})
    void loadTransitions().catch((err: unknown) => console.error('View transitions:', err))
  })
  void later.then(() => preloadAllPages().catch(() => {}))
}

/**
 * What can wait for the first view waits: the page loaded and painted, and on desktop
 * the canvas's first view drawn (3 s at most), so neither the live query nor the other
 * pages' chunks compete with the stage's start.
 */
function afterContentWait(): Promise<void> {
  return afterLoadAndPaint().then(() => orTimeout(stageSettled, 3000))
}

const root = document.getElementById('root')
if (root) void boot(root)
