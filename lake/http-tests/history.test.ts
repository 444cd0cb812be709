// @vitest-environment node
import { applyPatch } from 'mendoza'
import { beforeAll, describe, expect, it } from 'vitest'
import { editDraft, editorClient, publishDraft } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// History as the Studio reads it: the transaction log with mendoza effects (its timeline and
// review changes) and documents at a revision (what it restores).
const setup = lakeForFile()
const revs: string[] = []

interface Tx {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, { apply: unknown; revert: unknown }>
  mutations?: unknown[]
}

beforeAll(async () => {
  const editor = editorClient(setup.lake)
  for (const title of ['Title one', 'Title two', 'Title three']) {
    const { transactionId } = await editDraft(editor, 'work-b', { title })
    revs.push(transactionId)
  }
  const { transactionId } = await publishDraft(editor, 'work-b')
  revs.push(transactionId)
})

const history = (path: string, token: string | undefined = setup.lake.lake.editorToken) =>
  fetch(`${setup.lake.url}/v2025-02-19/data/history/production/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

async function transactions(query: string): Promise<Tx[]> {
  const response = await history(`transactions/work-b,drafts.work-b?${query}`)
  expect(response.headers.get('content-type')).toContain('ndjson')
  const text = await response.text()
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Tx)
}

describe('history', () => {
  it('lists the transactions of a document pair, the export first, with effects', async () => {
    const list = await transactions(
      'effectFormat=mendoza&excludeContent=true&includeIdentifiedDocumentsOnly=true',
    )
    expect(list.map((tx) => tx.id)).toEqual(['r1', ...revs])
    expect(list[0]?.author).toBe('dataset-export')
    expect(list[1]).toMatchObject({ author: 'local-editor', documentIDs: ['drafts.work-b'] })
    expect(list[4]?.documentIDs.sort()).toEqual(['drafts.work-b', 'work-b'])
    expect(list[1]?.mutations).toBeUndefined()
  })

  it('has effects that rebuild every revision from nothing, as the Studio timeline does', async () => {
    const list = await transactions('effectFormat=mendoza&includeIdentifiedDocumentsOnly=true')
    const state: Record<string, unknown> = { 'work-b': null, 'drafts.work-b': null }
    for (const tx of list) {
      for (const [id, effect] of Object.entries(tx.effects)) {
        expect(applyPatch(state[id], effect.revert as never)).toEqual(state[id] ?? null)
        state[id] = applyPatch(state[id], effect.apply as never)
      }
    }
    const { _rev, ...current } = (await editorClient(setup.lake).getDocument('work-b')) ?? {}
    expect(state['work-b']).toEqual(current)
    expect(state['drafts.work-b']).toBeNull()
  })

  it('pages backwards from a transaction, newest first, as the timeline asks', async () => {
    const newest = await transactions('reverse=true&limit=2&effectFormat=mendoza')
    expect(newest.map((tx) => tx.id)).toEqual([revs[3], revs[2]])
    const older = await transactions(
      `reverse=true&limit=2&toTransaction=${revs[2]}&effectFormat=mendoza`,
    )
    expect(older.map((tx) => tx.id)).toEqual([revs[2], revs[1]])
    const forward = await transactions(`fromTransaction=${revs[1]}&limit=10`)
    expect(forward.map((tx) => tx.id)).toEqual(revs.slice(1))
  })

  it('answers documents at a revision, at a time, and the last revision of a deleted draft', async () => {
    const at = await history(`documents/work-b,drafts.work-b?revision=${revs[1]}`)
    const { documents } = (await at.json()) as { documents: Record<string, unknown>[] }
    const draft = documents.find((d) => d._id === 'drafts.work-b')
    expect(draft).toMatchObject({ _rev: revs[1], title: 'Title two' })
    expect(documents.find((d) => d._id === 'work-b')).toMatchObject({
      _rev: 'r1',
      title: 'Second project',
    })

    const before = await history(`documents/work-b?time=2025-06-01T00:00:00Z`)
    expect(((await before.json()) as { documents: unknown[] }).documents).toMatchObject([
      { title: 'Second project' },
    ])
    const last = await history('documents/drafts.work-b?lastRevision=true')
    expect(((await last.json()) as { documents: unknown[] }).documents).toMatchObject([
      { title: 'Title three', _rev: revs[2] },
    ])
  })

  it('restores an earlier revision the way the Studio does: replaceDraft with it', async () => {
    const at = await history(`documents/work-b,drafts.work-b?revision=${revs[0]}`)
    const { documents } = (await at.json()) as { documents: Record<string, unknown>[] }
    const { _updatedAt, ...old } = documents.find((d) => d._rev === revs[0]) ?? {}
    await editorClient(setup.lake).action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'work-b',
      attributes: { ...old, _id: 'drafts.work-b', _type: 'workProject' },
    })
    expect((await editorClient(setup.lake).getDocument('drafts.work-b'))?.title).toBe('Title one')
  })

  it('is the editor’s only', async () => {
    expect((await history('transactions/work-b', '')).status).toBe(401)
    expect((await history(`documents/work-b?revision=${revs[0]}`, 'wrong-token')).status).toBe(401)
  })
})
