import { resolve } from 'node:path'
import { createStore, runQuery, silentLogger } from '../../lake/index.ts'
import { cleanEntries } from '../../src/content/entries.ts'
import { ENTRIES_QUERY } from '../../src/content/query.ts'
import type { Entry } from '../../src/content/types.ts'

/** The site's one query over the demo dataset, answered as the lake answers it. */
export async function demoEntries(datasetDir = resolve('dataset')): Promise<Entry[]> {
  const view = await createStore({ datasetDir, logger: silentLogger }).view(
    'production',
    'published',
  )
  if (!view) throw new Error(`no production dataset in ${datasetDir}`)
  const result = await runQuery(
    view,
    ENTRIES_QUERY,
    {},
    { projectId: 'studiodemo', dataset: 'production' },
  )
  return cleanEntries(result)
}
