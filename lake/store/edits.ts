import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { assetFile, toImportFormat } from '../../studio/import/import-format.ts'
import { silentLogger } from '../logger.ts'
import { createStore, editsDir, lockPath } from './store.ts'
import { lockHolder } from './writer-lock.ts'

/**
 * Back to the committed demo content: removes the journal of edits and the uploaded
 * files. Refused while a lake is running on this state (it would go on from the old
 * state); the image cache and form submissions stay.
 */
export function resetEdits(stateDir: string): void {
  const holder = lockHolder(lockPath(stateDir))
  if (holder !== undefined) {
    throw new Error(`A content lake (process ${holder}) is writing to ${stateDir}: stop it first`)
  }
  rmSync(editsDir(stateDir), { recursive: true, force: true })
  rmSync(join(stateDir, 'assets'), { recursive: true, force: true })
}

export interface ExportOptions {
  datasetDir: string
  stateDir: string
  dataset: string
  out: string
}

/**
 * Writes a dataset with its edits as NDJSON for `sanity dataset import`, asset documents as
 * `_sanityAsset` file references so the import uploads every file. Returns the number of
 * documents written.
 */
export async function exportDataset(options: ExportOptions): Promise<number> {
  const store = createStore({ ...options, logger: silentLogger })
  try {
    const state = await store.state(options.dataset)
    if (!state) throw new Error(`No dataset "${options.dataset}" in ${options.datasetDir}`)
    const roots = [join(options.datasetDir, 'assets'), join(options.stateDir, 'assets')]
    const locate = (ref: string) =>
      roots.map((root) => assetFile(ref, root)).find((path) => path && existsSync(path)) ?? null
    const docs = toImportFormat([...state.docs.values()] as Record<string, unknown>[], locate)
    writeFileSync(options.out, docs.map((doc) => `${JSON.stringify(doc)}\n`).join(''))
    return docs.length
  } finally {
    store.close()
  }
}
