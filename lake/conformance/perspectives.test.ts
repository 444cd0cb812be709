import { describe, expect, it } from 'vitest'
import { openStream, send } from './raw-http.ts'
import { lakeForFile } from './setup.ts'

// Issue 42, point 2, perspectives and sync tags: an unknown perspective is a 400 (not a quiet
// `published`), and every query answer carries `syncTags`, which the Live Content API's
// events name when the content behind them changes (`client.live.events()` consumers).
const suite = lakeForFile()

const queryUrl = (search: string) =>
  suite.api(`/data/query/production?query=${encodeURIComponent('*[_type == "note"]._id')}${search}`)
const editorHeaders = () => ({ authorization: `Bearer ${suite.lake.token}` })

describe('2. perspectives', () => {
  it('refuses an unknown perspective, or raw mixed with others, with 400 and Sanity’s error shape', async () => {
    const headers = editorHeaders()
    for (const perspective of ['bogus', 'not-a-perspective', 'raw,drafts']) {
      const answer = await send(queryUrl(`&perspective=${encodeURIComponent(perspective)}`), {
        headers,
      })
      expect([perspective, answer.status]).toEqual([perspective, 400])
      expect(answer.json()).toMatchObject({
        error: { type: expect.any(String), description: expect.stringContaining('perspective') },
      })
    }
    const visitor = await send(queryUrl('&perspective=bogus'))
    expect(visitor.status).toBe(400)
  })

  it('answers the perspectives it knows', async () => {
    const headers = editorHeaders()
    for (const perspective of ['published', 'drafts', 'raw', 'previewDrafts']) {
      const answer = await send(queryUrl(`&perspective=${perspective}`), { headers })
      expect([perspective, answer.status]).toEqual([perspective, 200])
    }
  })
})

describe('2. sync tags', () => {
  it('come on every query answer: GET, POST, a kept answer, a visitor’s and the editor’s', async () => {
    const query = '*[_type == "note"]{_id, tag}'
    const visitor = suite.visitor()
    const first = await visitor.fetch(query, {}, { filterResponse: false })
    const again = await visitor.fetch(query, {}, { filterResponse: false })
    const posted = await visitor.fetch(
      `${query} ${' '.repeat(12_000)}`,
      {},
      { filterResponse: false },
    )
    const editor = await suite
      .editor()
      .fetch(query, {}, { filterResponse: false, perspective: 'drafts' })
    for (const answer of [first, again, posted, editor]) {
      expect(answer.syncTags).toEqual(expect.arrayContaining([expect.any(String)]))
    }
  })

  it('are named by a live event when a document behind the answer changes', async () => {
    const answer = await suite
      .visitor()
      .fetch('*[_id == "note-3"][0]', {}, { filterResponse: false })
    const tags = new Set<string>(answer.syncTags ?? [])
    const stream = await openStream(suite.api('/data/live/events/production'))
    try {
      expect(await stream.until(() => stream.events.some((e) => e.event === 'welcome'))).toBe(true)
      const done = await suite.editor().patch('note-3').set({ tag: 'changed' }).commit()
      const named = () =>
        stream.events.find((e) => e.event === 'message' && e.id === done._rev)?.data as
          | { tags?: string[] }
          | undefined
      expect(await stream.until(() => named() !== undefined)).toBe(true)
      expect(named()?.tags?.some((tag) => tags.has(tag))).toBe(true)
    } finally {
      stream.close()
    }
  })
})
