import { renderToString } from 'react-dom/server'
import { ref } from 'valtio'
import { Router } from 'wouter'
import { viewFor } from '../../../lake/perspective.ts'
import { runQuery } from '../../../lake/query.ts'
import { App } from '../../../src/app/App.tsx'
import { cleanEntries } from '../../../src/content/entries.ts'
import { ENTRIES_QUERY } from '../../../src/content/query.ts'
import { contentStore } from '../../../src/content/store.ts'

type Doc = { _id: string; _type: string; [field: string]: unknown }

/**
 * The site's real content path for a set of documents: its one query evaluated by the
 * lake's GROQ engine (as the browser would receive it), cleaned by cleanEntries, and
 * put in the content store as a finished load.
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
  contentStore.entries = ref(cleanEntries(result))
  contentStore.loading = false
  contentStore.error = null
  contentStore.settled = true
}

/** A route as the server would render it: the whole app inside wouter's SSR router. */
export function renderRoute(path: string): string {
  return renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  )
}
