// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorClient, failure, visitorClient } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// /data/mutate and /data/doc as @sanity/client uses them, against the real lake on a port.
const setup = lakeForFile()

const editor = () => editorClient(setup.lake)
const visitor = () => visitorClient(setup.lake)

describe('mutate', () => {
  it('creates a document and returns it with a new _rev, _createdAt and _updatedAt', async () => {
    const doc = await editor().create({ _id: 'tag-new', _type: 'tag', title: 'New' })
    expect(doc).toMatchObject({ _id: 'tag-new', _type: 'tag', title: 'New' })
    expect(doc._rev).toMatch(/^\w{10,}$/)
    expect(Date.parse(doc._createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(doc._updatedAt).toBe(doc._createdAt)
    expect(await visitor().fetch('*[_id == "tag-new"][0].title')).toBe('New')
  })

  it('makes up an id for a create without one, and for an id ending in "."', async () => {
    const plain = await editor().create({ _type: 'tag', title: 'Anonymous' })
    expect(plain._id).toMatch(/^\w{20,}$/)
    const draft = await editor().create({ _id: 'drafts.', _type: 'tag', title: 'Draft one' })
    expect(draft._id).toMatch(/^drafts\.\w{20,}$/)
  })

  it('answers 409 for a create of an existing id, and changes nothing', async () => {
    const error = await failure(editor().create({ _id: 'tag-brand', _type: 'tag', title: 'X' }))
    expect(error.statusCode).toBe(409)
    expect(error.message).toContain('already exists')
    expect(await visitor().fetch('*[_id == "tag-brand"][0].title')).toBe('Brand')
  })

  it('createIfNotExists leaves an existing document, createOrReplace replaces it', async () => {
    await editor().createIfNotExists({ _id: 'tag-film', _type: 'tag', title: 'Ignored' })
    expect(await visitor().fetch('*[_id == "tag-film"][0].title')).toBe('Film')
    const replaced = await editor().createOrReplace({
      _id: 'tag-film',
      _type: 'tag',
      title: 'Cinema',
    })
    expect(replaced).toMatchObject({
      _id: 'tag-film',
      title: 'Cinema',
      _createdAt: '2025-01-01T00:00:00Z',
    })
    expect(await visitor().fetch('*[_id == "tag-film"][0].title')).toBe('Cinema')
  })
})

describe('mutate, patches', () => {
  it('patches through @sanity/mutator: set, setIfMissing, inc, insert, unset', async () => {
    const patched = await editor()
      .patch('work-b')
      .set({ client: 'Beta & Co' })
      .setIfMissing({ summary: 'New summary' })
      .inc({ order: 10 })
      .insert('after', 'tags[-1]', [{ _type: 'reference', _ref: 'tag-brand', _key: 'k9' }])
      .unset(['featureImage.alt'])
      .commit()
    expect(patched).toMatchObject({ client: 'Beta & Co', summary: 'New summary', order: 12 })
    expect(patched.tags.map((t: { _key: string }) => t._key)).toEqual(['k1', 'k9'])
    expect(patched.featureImage.alt).toBeUndefined()
  })

  it('applies a patch with a matching ifRevisionID and answers 409 to a stale one, changing nothing', async () => {
    const current = await editor().getDocument('work-a')
    const next = await editor()
      .patch('work-a')
      .ifRevisionId(String(current?._rev))
      .set({ client: 'Alpha 2' })
      .commit()
    expect(next._rev).not.toBe(current?._rev)
    const stale = await failure(
      editor()
        .patch('work-a')
        .ifRevisionId(String(current?._rev))
        .set({ client: 'Alpha 3' })
        .commit(),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.message).toContain('unexpected revision')
    expect(await visitor().fetch('*[_id == "work-a"][0].client')).toBe('Alpha 2')
  })

  it('applies a transaction whole or not at all', async () => {
    const before = await editor().fetch('*[_id in ["tag-a1", "tag-brand"]]{_id, title, _rev}')
    const error = await failure(
      editor()
        .transaction()
        .create({ _id: 'tag-a1', _type: 'tag', title: 'Would exist' })
        .patch('tag-brand', (p) => p.set({ title: 'Would change' }))
        .patch('no-such-document', (p) => p.set({ title: 'x' }))
        .commit(),
    )
    expect(error.statusCode).toBe(409)
    expect(await editor().fetch('*[_id in ["tag-a1", "tag-brand"]]{_id, title, _rev}')).toEqual(
      before,
    )

    const done = await editor()
      .transaction()
      .create({ _id: 'tag-a1', _type: 'tag', title: 'A1' })
      .patch('tag-a1', (p) => p.set({ title: 'A1, patched in the same transaction' }))
      .commit({ returnDocuments: true })
    expect(done).toHaveLength(2)
    expect(done[1]).toMatchObject({ title: 'A1, patched in the same transaction' })
  })
})

describe('mutate, results and refusals', () => {
  it('returns ids with returnIds, and the transaction id as every document _rev', async () => {
    const result = await editor()
      .transaction()
      .createOrReplace({ _id: 'tag-r1', _type: 'tag', title: 'R1' })
      .createOrReplace({ _id: 'tag-r2', _type: 'tag', title: 'R2' })
      .commit({ returnDocuments: false })
    expect(result.documentIds).toEqual(['tag-r1', 'tag-r2'])
    expect(result.results.map((r) => r.operation)).toEqual(['create', 'create'])
    const revs = await editor().fetch('*[_id in ["tag-r1", "tag-r2"]]._rev')
    expect(revs).toEqual([result.transactionId, result.transactionId])
  })

  it('deletes, and a delete of a missing document is no error', async () => {
    await editor().delete('tag-r1')
    expect(await editor().getDocument('tag-r1')).toBeUndefined()
    const again = await editor().delete('tag-r1')
    expect(again.results[0]?.operation).toBe('none')
  })

  it('refuses a patch by query and a malformed mutation with 400', async () => {
    const byQuery = await failure(
      editor().mutate([{ patch: { query: '*', set: { a: 1 } } }] as never),
    )
    expect(byQuery.statusCode).toBe(400)
    const noType = await failure(editor().create({ _id: 'x1' } as never))
    expect(noType.statusCode).toBe(400)
  })

  it('refuses a reused transaction id', async () => {
    const once = (id: string) =>
      editor()
        .transaction()
        .create({ _id: id, _type: 'tag', title: 'T' })
        .commit({ transactionId: 'tx-once' })
    const first = await once('tag-t1')
    expect(first.transactionId).toBe('tx-once')
    expect((await editor().getDocument('tag-t1'))?._rev).toBe('tx-once')
    const second = await failure(once('tag-t2'))
    expect(second.statusCode).toBe(409)
    expect(await editor().getDocument('tag-t2')).toBeUndefined()
  })
})

describe('doc', () => {
  it('answers documents by id, drafts included, for the editor', async () => {
    const [published, draft, none] = await editor().getDocuments([
      'work-a',
      'drafts.work-a',
      'nope',
    ])
    expect(published?._id).toBe('work-a')
    expect(draft?.title).toBe('First project (draft)')
    expect(none).toBeNull()
  })

  it('omits drafts from a visitor, for want of permission', async () => {
    const response = await fetch(
      `${setup.lake.url}/v2025-02-19/data/doc/production/work-a,drafts.work-a`,
    )
    const body = (await response.json()) as { documents: { _id: string }[]; omitted: unknown[] }
    expect(body.documents.map((d) => d._id)).toEqual(['work-a'])
    expect(body.omitted).toEqual([{ id: 'drafts.work-a', reason: 'permission' }])
  })
})

describe('a visitor', () => {
  it('cannot write: 401, and nothing changes', async () => {
    const error = await failure(visitor().create({ _id: 'tag-v', _type: 'tag', title: 'V' }))
    expect(error.statusCode).toBe(401)
    expect(await editor().getDocument('tag-v')).toBeUndefined()
  })

  it('never sees a draft in a public query, whatever the API version', async () => {
    for (const apiVersion of ['1', '2021-03-25', '2025-08-08', 'X']) {
      const ids = await visitorClient(setup.lake, { apiVersion }).fetch(
        '*[_id in path("drafts.**")]._id',
      )
      expect(ids).toEqual([])
    }
    expect(
      await editor().fetch('*[_id in path("drafts.**")]._id', {}, { perspective: 'raw' }),
    ).toContain('drafts.work-a')
  })
})
