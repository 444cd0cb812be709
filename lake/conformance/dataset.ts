import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LakeDirs } from './lake-under-test.ts'

const ref = (id: string, extra: Record<string, unknown> = {}) => ({
  _type: 'reference',
  _ref: id,
  ...extra,
})

/**
 * The suite's content: authors referenced strongly and weakly, ids with a dot outside
 * `drafts.`, notes to change by query, a published page with a draft. Small on purpose:
 * each test file starts a lake of its own over a copy.
 */
const DOCUMENTS = [
  { _id: 'author-1', _type: 'author', name: 'Strongly referenced' },
  { _id: 'author-2', _type: 'author', name: 'Weakly referenced' },
  { _id: 'author-3', _type: 'author', name: 'Referenced by nobody' },
  { _id: 'author-4', _type: 'author', name: 'Referenced by a draft to publish' },
  { _id: 'post-1', _type: 'post', title: 'Strong', author: ref('author-1') },
  { _id: 'post-weak', _type: 'post', title: 'Weak', author: ref('author-2', { _weak: true }) },
  { _id: 'secrets.api', _type: 'secret', value: 'not for visitors' },
  { _id: 'settings.site.private', _type: 'secret', value: 'nested path' },
  { _id: 'note-1', _type: 'note', tag: 'old', order: 1 },
  { _id: 'note-2', _type: 'note', tag: 'old', order: 2 },
  { _id: 'note-3', _type: 'note', tag: 'new', order: 3 },
  { _id: 'page-1', _type: 'page', title: 'Published page' },
  { _id: 'drafts.page-1', _type: 'page', title: 'Draft of the page' },
].map((doc) => ({ _createdAt: '2025-01-01T00:00:00Z', _updatedAt: '2025-01-01T00:00:00Z', ...doc }))

export interface SuiteDirs extends LakeDirs {
  dir: string
  remove(): Promise<void>
}

/** A temp dir with `dataset/production.ndjson` and an empty state dir beside it. */
export async function makeDirs(): Promise<SuiteDirs> {
  const dir = await mkdtemp(join(tmpdir(), 'lake-conformance-'))
  const datasetDir = join(dir, 'dataset')
  await mkdir(join(datasetDir, 'assets', 'images'), { recursive: true })
  await writeFile(
    join(datasetDir, 'production.ndjson'),
    `${DOCUMENTS.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
  )
  return {
    dir,
    datasetDir,
    stateDir: join(dir, 'state'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
