// @vitest-environment node
import type { LiveEvent, SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { editDraft, editorClient, failure, publishDraft, visitorClient } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// What the Studio's Presentation tool needs of the lake to keep a previewed page live: its
// live queries ask with a source map and fetch again when a live event names a sync tag.
const setup = lakeForFile()
const QUERY = '*[_type == "workProject"]{_id, title}'

/** Subscribes to live events; `until(n)` waits for n of them. */
function liveEvents(client: SanityClient, includeDrafts: boolean) {
  const events: LiveEvent[] = []
  const errors: unknown[] = []
  const subscription = client.live.events({ includeDrafts }).subscribe({
    next: (event) => events.push(event),
    error: (error: unknown) => errors.push(error),
  })
  const until = async (count: number) => {
    const deadline = Date.now() + 10_000
    while (events.length < count && errors.length === 0) {
      if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return events.slice(0, count)
  }
  return { events, errors, until, stop: () => subscription.unsubscribe() }
}

describe('live events', () => {
  it('tell the editor of every commit, drafts included, by the dataset’s sync tag', async () => {
    const editor = editorClient(setup.lake)
    const stream = liveEvents(editor, true)
    expect((await stream.until(1))[0]?.type).toBe('welcome')
    const edit = await editDraft(editor, 'work-b', { title: 'Second, edited' })
    const [, message] = await stream.until(2)
    stream.stop()
    expect(message).toEqual({ type: 'message', id: edit.transactionId, tags: ['s1:production'] })
  })

  it('tell anyone else only of commits that change published documents', async () => {
    const editor = editorClient(setup.lake)
    const stream = liveEvents(visitorClient(setup.lake), false)
    await stream.until(1)
    await editDraft(editor, 'work-a', { client: 'A draft nobody else sees' })
    const published = await publishDraft(editor, 'work-a')
    const [, message] = await stream.until(2)
    // The draft's commit came first and was not told.
    expect(message).toMatchObject({ type: 'message', id: published.transactionId })
    await new Promise((resolve) => setTimeout(resolve, 300))
    stream.stop()
    expect(stream.events).toHaveLength(2)
  })

  it('refuse drafts to anyone but the editor', async () => {
    const stream = liveEvents(visitorClient(setup.lake, { withCredentials: true }), true)
    await stream.until(1)
    stream.stop()
    expect(stream.events).toEqual([])
    expect(String(stream.errors[0])).toMatch(/connection failed|401/i)
  })
})

describe('query answers for the Studio’s live queries', () => {
  it('carry sync tags and a source map when one is asked for, and only then', async () => {
    const editor = editorClient(setup.lake)
    const live = await editor.fetch(
      QUERY,
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'drafts' },
    )
    expect(live.syncTags).toEqual(['s1:production'])
    expect(live.resultSourceMap).toEqual({ documents: [], paths: [], mappings: {} })
    expect(live.result).toContainEqual({ _id: 'work-a', title: 'First project (draft)' })

    const plain = await visitorClient(setup.lake).fetch(QUERY, {}, { filterResponse: false })
    expect(plain).not.toHaveProperty('syncTags')
    expect(plain).not.toHaveProperty('resultSourceMap')
  })

  it('leave an error as it was', async () => {
    const error = await failure(
      editorClient(setup.lake).fetch('*[', {}, { resultSourceMap: 'withKeyArraySelector' }),
    )
    expect(error.statusCode).toBe(400)
    expect(error.response.body).not.toHaveProperty('syncTags')
  })
})
