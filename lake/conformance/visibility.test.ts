import { describe, expect, it } from 'vitest'
import { openStream, type Stream, send } from './raw-http.ts'
import { lakeForFile } from './setup.ts'

// Issue 42, point 2, path-based visibility: in Content Lake only root-path ids (no dot) are
// public; `secrets.api` or `settings.site.private` is the editor's alone, like a draft, in
// queries, `/data/doc`, listen and live events.
const suite = lakeForFile()
const SECRETS = ['secrets.api', 'settings.site.private']

/** A visitor's stream, open and welcomed. */
async function visitorStream(path: string): Promise<Stream> {
  const stream = await openStream(suite.api(path))
  expect(stream.status).toBe(200)
  expect(await stream.until(() => stream.events.some((e) => e.event === 'welcome'))).toBe(true)
  return stream
}

describe('2. ids with a dot are private', () => {
  it('are not in a visitor’s query, whatever the filter', async () => {
    const visitor = suite.visitor()
    expect(await visitor.fetch('*[_id in $ids]._id', { ids: SECRETS })).toEqual([])
    expect(await visitor.fetch('count(*[_type == "secret"])')).toBe(0)
    expect(await visitor.fetch('*[_id in path("secrets.**")]._id')).toEqual([])
  })

  it('are in the editor’s query', async () => {
    const found = await suite.editor().fetch('*[_type == "secret"]._id')
    expect([...found].sort()).toEqual(SECRETS)
  })

  it('are omitted from a visitor’s /data/doc for want of permission', async () => {
    const answer = await send(suite.api(`/data/doc/production/${SECRETS.join(',')},note-1`))
    expect(answer.status).toBe(200)
    const body = answer.json() as {
      documents: { _id: string }[]
      omitted: { id: string; reason: string }[]
    }
    expect(body.documents.map((doc) => doc._id)).toEqual(['note-1'])
    expect(body.omitted).toEqual(SECRETS.map((id) => ({ id, reason: 'permission' })))
  })

  it('never reach a visitor’s listener', async () => {
    const query = encodeURIComponent('*[_type in ["secret", "note"]]')
    const stream = await visitorStream(`/data/listen/production?query=${query}`)
    try {
      await suite.editor().patch('secrets.api').set({ value: 'changed' }).commit()
      await suite.editor().patch('note-1').set({ tag: 'seen' }).commit()
      const mutations = () => stream.events.filter((e) => e.event === 'mutation')
      expect(
        await stream.until(() =>
          mutations().some((e) => JSON.stringify(e.data).includes('note-1')),
        ),
      ).toBe(true)
      expect(JSON.stringify(mutations())).not.toMatch(/secrets\.api|changed/)
    } finally {
      stream.close()
    }
  })

  it('never reach a visitor’s live events', async () => {
    const stream = await visitorStream('/data/live/events/production')
    try {
      const secret = await suite
        .editor()
        .patch('settings.site.private')
        .set({ value: 'x' })
        .commit()
      const pub = await suite.editor().patch('note-2').set({ tag: 'seen' }).commit()
      const messages = () => stream.events.filter((e) => e.event === 'message')
      expect(await stream.until(() => messages().some((e) => e.id === pub._rev))).toBe(true)
      expect(messages().map((e) => e.id)).not.toContain(secret._rev)
    } finally {
      stream.close()
    }
  })
})
