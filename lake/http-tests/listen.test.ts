// @vitest-environment node
import type { ListenEvent, SanityClient } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { editDraft, editorClient, publishDraft, visitorClient } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// /data/listen as the Studio uses it: welcome, then mutation events with mendoza effects
// and _rev values that chain, one per document a transaction changed.
const setup = lakeForFile()

type Event = ListenEvent<Record<string, unknown>> & Record<string, unknown>

/** Subscribes and collects events; `next(n)` waits until n events have arrived. */
function listen(
  client: SanityClient,
  query: string,
  params: Record<string, unknown> = {},
  options = {},
) {
  const events: Event[] = []
  let wake: () => void = () => {}
  const subscription = client
    .listen(query, params, {
      events: ['welcome', 'mutation'],
      effectFormat: 'mendoza',
      includeResult: false,
      ...options,
    })
    .subscribe((event) => {
      events.push(event as Event)
      wake()
    })
  const until = async (count: number) => {
    const deadline = Date.now() + 10_000
    while (events.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events`)
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 200)
      })
    }
    return events.slice(0, count)
  }
  return { events, until, stop: () => subscription.unsubscribe() }
}

describe('listen', () => {
  it('sends welcome, then a mutation per patch with effects that rebuild the document and revs that chain', async () => {
    const editor = editorClient(setup.lake)
    const stream = listen(
      editor,
      '*[_id in $ids]',
      { ids: ['work-a', 'drafts.work-a'] },
      { includeMutations: true },
    )
    const [welcome] = await stream.until(1)
    expect(welcome?.type).toBe('welcome')

    const start = await editor.getDocument('work-a')
    const first = await editor.patch('work-a').set({ client: 'Alpha, patched' }).commit()
    const second = await editor.patch('work-a').inc({ order: 1 }).commit()
    const [, one, two] = await stream.until(3)
    stream.stop()

    expect(one).toMatchObject({
      type: 'mutation',
      documentId: 'work-a',
      transition: 'update',
      previousRev: start?._rev,
      resultRev: first._rev,
      transactionId: first._rev,
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      mutations: [{ patch: { id: 'work-a', set: { client: 'Alpha, patched' } } }],
    })
    expect(two).toMatchObject({ previousRev: first._rev, resultRev: second._rev })

    // The Studio applies `effects.apply` to the document without its _rev, then sets resultRev.
    const { _rev, ...startContent } = start ?? {}
    const effects = one?.effects as { apply: never; revert: never }
    const rebuilt = applyPatch(startContent, effects.apply)
    expect({ ...rebuilt, _rev: one?.resultRev }).toEqual(first)
    const reverted = applyPatch(rebuilt, effects.revert)
    expect(reverted).toEqual(startContent)
  })

  it('sends both documents of a publish as one transaction of two events', async () => {
    const editor = editorClient(setup.lake)
    await editDraft(editor, 'work-b', { title: 'To publish' })
    const stream = listen(editor, '*[_id in $ids]', { ids: ['work-b', 'drafts.work-b'] })
    await stream.until(1)
    const { transactionId } = await publishDraft(editor, 'work-b')
    const [, a, b] = await stream.until(3)
    stream.stop()
    const byId = Object.fromEntries([a, b].map((e) => [e?.documentId, e]))
    expect(byId['work-b']).toMatchObject({
      transition: 'update',
      transactionId,
      transactionTotalEvents: 2,
    })
    expect(byId['drafts.work-b']).toMatchObject({
      transition: 'disappear',
      transactionTotalEvents: 2,
      effects: { apply: [0, null] },
    })
    expect([a?.transactionCurrentEvent, b?.transactionCurrentEvent].sort()).toEqual([1, 2])
  })
})

describe('listen, by query and reader', () => {
  it('follows the query: appear when a document starts to match, disappear when it stops', async () => {
    const editor = editorClient(setup.lake)
    const stream = listen(editor, '*[_type == "tag" && title match "Lime*"]')
    await stream.until(1)
    await editor.create({ _id: 'tag-lime', _type: 'tag', title: 'Lime' })
    await editor.create({ _id: 'tag-other', _type: 'tag', title: 'Other' })
    await editor.patch('tag-lime').set({ title: 'Lemon' }).commit()
    const [, appear, disappear] = await stream.until(3)
    stream.stop()
    expect(appear).toMatchObject({ documentId: 'tag-lime', transition: 'appear' })
    expect(appear?.previousRev).toBeUndefined()
    expect(disappear).toMatchObject({ documentId: 'tag-lime', transition: 'disappear' })
    expect(stream.events).toHaveLength(3)
  })

  it('never sends a draft to a visitor, and includes the result when asked', async () => {
    const visitor = listen(
      visitorClient(setup.lake),
      '*[_type == "workProject"]',
      {},
      { includeResult: true },
    )
    await visitor.until(1)
    const editor = editorClient(setup.lake)
    await editDraft(editor, 'work-a', { title: 'Secret draft title' })
    await editor.patch('work-a').set({ client: 'Public change' }).commit()
    const [, event] = await visitor.until(2)
    visitor.stop()
    expect(event).toMatchObject({ documentId: 'work-a', result: { client: 'Public change' } })
    expect(JSON.stringify(visitor.events)).not.toContain('Secret draft title')
  })
})
