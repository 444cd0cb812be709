import { runQuery, viewFor } from '../../../lake/index.ts'
import { cleanEntries } from '../../../src/content/entries.ts'
import { ENTRIES_QUERY } from '../../../src/content/query.ts'
import type { Entry } from '../../../src/content/types.ts'
import {
  preparePages,
  renderPage,
  routeContent,
  sanitizedHtml,
  serializeSnapshot,
} from '../../../src/entry-server.tsx'

type Doc = { _id: string; _type: string; [field: string]: unknown }

let entries: Entry[] = []

/**
 * The site's real content path for a set of documents: its one query evaluated by the
 * lake's GROQ engine (as the build and the browser receive it), cleaned by cleanEntries.
 */
export async function loadDocuments(docs: readonly Doc[]): Promise<void> {
  const result = await runQuery(
    viewFor([...docs], 'published'),
    ENTRIES_QUERY,
    {},
    {
      projectId: 'studiodemo',
      dataset: 'production',
    },
  )
  entries = cleanEntries(result)
}

/** Loads every page's chunk, as the build does before it prerenders. */
export const prepareRoutes = preparePages

/**
 * A route as the build prerenders it (deploy/prerender.ts): the route's own entries, the
 * header HTML sanitised at build time, the page rendered inside wouter's SSR router.
 * Returns the markup and the snapshot JSON the page would embed.
 */
export function renderRoute(path: string): { html: string; snapshot: string } {
  const own = routeContent(path, entries)
  const snapshot = { path, entries: own, html: sanitizedHtml(own) }
  return { html: renderPage(snapshot), snapshot: serializeSnapshot(snapshot) }
}
