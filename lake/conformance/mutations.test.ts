import { describe, expect, it } from 'vitest'
import { send } from './raw-http.ts'
import { errorBody, failure, lakeForFile } from './setup.ts'

// Issue 42, point 2, the mutate API as documented: delete and patch by GROQ query with params,
// `autoGenerateArrayKeys`, `returnDocuments`, `dryRun` (in the URL or the body) and
// `visibility` (sync, async, deferred).
const suite = lakeForFile()

type Results = {
  transactionId: string
  results: { id: string; operation: string; document?: unknown }[]
}

/** POST /data/mutate with the editor's token: status and body. */
async function mutate(body: Record<string, unknown>, search = '') {
  const answer = await send(suite.api(`/data/mutate/production${search}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${suite.lake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: answer.status,
    body: answer.json() as Results & { error?: { description?: string } },
  }
}

const ids = (query: string, params = {}) => suite.editor().fetch<string[]>(query, params)

describe('2. mutations by query', () => {
  it('deletes every document a query with params selects, and no other', async () => {
    const editor = suite.editor()
    await editor
      .transaction()
      .create({ _id: 'dq-1', _type: 'byQuery', tag: 'old' })
      .create({ _id: 'dq-2', _type: 'byQuery', tag: 'old' })
      .create({ _id: 'dq-3', _type: 'byQuery', tag: 'new' })
      .commit()
    const { status, body } = await mutate({
      mutations: [
        { delete: { query: '*[_type == "byQuery" && tag == $tag]', params: { tag: 'old' } } },
      ],
    })
    expect(status).toBe(200)
    expect(body.results.map((r) => [r.id, r.operation]).sort()).toEqual([
      ['dq-1', 'delete'],
      ['dq-2', 'delete'],
    ])
    expect(await ids('*[_type == "byQuery"]._id')).toEqual(['dq-3'])
  })

  it('patches every document a query with params selects, through the client', async () => {
    const editor = suite.editor()
    await editor
      .transaction()
      .create({ _id: 'pq-1', _type: 'batch', n: 1 })
      .create({ _id: 'pq-2', _type: 'batch', n: 2 })
      .create({ _id: 'pq-3', _type: 'batch', n: 3 })
      .commit()
    await editor
      .patch({ query: '*[_type == "batch" && n > $min]', params: { min: 1 } })
      .set({ seen: true })
      .commit()
    expect(await ids('*[_type == "batch" && seen]._id | order(_id)')).toEqual(['pq-2', 'pq-3'])
    const none = await mutate({
      mutations: [{ patch: { query: '*[_type == "nothing"]', set: { a: 1 } } }],
    })
    expect(none.status).toBe(200)
    expect(none.body.results).toEqual([])
  })
})

describe('2. mutation options', () => {
  it('autoGenerateArrayKeys gives every object in an array a unique _key, at any depth, keeping given ones', async () => {
    const editor = suite.editor()
    const doc = await editor.create(
      {
        _id: 'keys-1',
        _type: 'note',
        items: [
          { _type: 'item', v: 1 },
          { _type: 'item', v: 2, _key: 'mine' },
          { _type: 'item', v: 3 },
        ],
        tags: ['a', 'b'],
        body: [{ _type: 'block', children: [{ _type: 'span', text: 'x' }] }],
      },
      { autoGenerateArrayKeys: true },
    )
    const items = doc.items as { _key?: string }[]
    expect(items.map((item) => typeof item._key)).toEqual(['string', 'string', 'string'])
    expect(items[1]?._key).toBe('mine')
    expect(new Set(items.map((item) => item._key)).size).toBe(3)
    expect(doc.tags).toEqual(['a', 'b'])
    const [block] = doc.body as { _key?: string; children: { _key?: string }[] }[]
    expect(block?._key).toEqual(expect.any(String))
    expect(block?.children[0]?._key).toEqual(expect.any(String))
    const appended = await editor
      .patch('keys-1')
      .append('items', [{ _type: 'item', v: 4 }])
      .commit({ autoGenerateArrayKeys: true })
    expect((appended.items as { _key?: string }[])[3]?._key).toEqual(expect.any(String))
  })

  it('without autoGenerateArrayKeys the items stay as sent', async () => {
    const doc = await suite
      .editor()
      .create({ _id: 'keys-2', _type: 'note', items: [{ _type: 'item' }] })
    expect(doc.items).toEqual([{ _type: 'item' }])
  })

  it('returnDocuments answers each document as the transaction left it, and only when asked', async () => {
    const asked = await mutate(
      {
        mutations: [
          { create: { _id: 'rd-1', _type: 'note', v: 1 } },
          { patch: { id: 'rd-1', set: { v: 2 } } },
        ],
      },
      '?returnDocuments=true',
    )
    expect(asked.body.results[0]?.document).toMatchObject({ _id: 'rd-1', v: 2 })
    const plain = await mutate({ mutations: [{ create: { _id: 'rd-2', _type: 'note' } }] })
    expect(plain.body.results[0]).not.toHaveProperty('document')
  })

  it('dryRun, in the URL or in the body, answers as if done and stores nothing', async () => {
    const inUrl = await suite.editor().create({ _id: 'dry-1', _type: 'note' }, { dryRun: true })
    expect(inUrl._id).toBe('dry-1')
    const inBody = await mutate({
      mutations: [{ create: { _id: 'dry-2', _type: 'note' } }],
      dryRun: true,
    })
    expect(inBody.status).toBe(200)
    expect(await ids('*[_id in ["dry-1", "dry-2"]]._id')).toEqual([])
  })

  it('visibility sync, async and deferred are accepted; another value is a 400 naming them', async () => {
    for (const visibility of ['sync', 'async', 'deferred'] as const) {
      await suite.editor().create({ _id: `vis-${visibility}`, _type: 'note' }, { visibility })
    }
    expect((await ids('*[_id match "vis-*"]._id')).sort()).toEqual([
      'vis-async',
      'vis-deferred',
      'vis-sync',
    ])
    const error = await failure(
      suite.editor().create({ _id: 'vis-x', _type: 'note' }, { visibility: 'later' as never }),
    )
    expect(error.statusCode).toBe(400)
    expect(errorBody(error)?.description).toMatch(/sync.*async.*deferred/)
    expect(await ids('*[_id == "vis-x"]._id')).toEqual([])
  })
})
