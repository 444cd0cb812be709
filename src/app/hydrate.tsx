import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client'
import { Router } from 'wouter'
import type { Snapshot } from '../content/snapshot.ts'
import { seedContent } from '../content/store.ts'
import { Root } from './Root.tsx'

/**
 * Adopts a prerendered page. The build rendered it for `snapshot.path` with no query string, so
 * hydration reads location the same way (wouter's ssrPath, ssrSearch); React then re-renders
 * what depends on the real query, so no server attribute is left in place.
 */
export function hydratePage(container: HTMLElement, snapshot: Snapshot): ReactRoot {
  seedContent(snapshot)
  return hydrateRoot(
    container,
    <Router ssrPath={snapshot.path} ssrSearch="">
      <Root />
    </Router>,
    { onRecoverableError: (error) => console.error('Hydration error:', error) },
  )
}
