import { describe, expect, it } from 'vitest'
import { openStream, send } from './raw-http.ts'
import { errorBody, failure, lakeForFile } from './setup.ts'

// Issue 42, point 1: every request Studio 5.27 sends (read from sanity/lib: the actionTypes of
// its document operations and history restore, its mutate and listen options) is answered as
// Sanity answers it, version actions on `drafts.` ids included.
const suite = lakeForFile()

type Action = Record<string, unknown> & { actionType: string }
const act = (actions: Action | Action[], options: Record<string, unknown> = {}) =>
  suite.editor().action(actions as never, options)
const get = (id: string) => suite.editor().getDocument(id)

describe('1. the Studio’s actions', () => {
  it('deletes a never-published document as Studio 5.27 does: version.discard of its draft', async () => {
    await act({
      actionType: 'sanity.action.document.create',
      publishedId: 'brand-new',
      attributes: { _id: 'drafts.brand-new', _type: 'note', tag: 'new' },
      ifExists: 'fail',
    })
    expect(await get('drafts.brand-new')).toBeDefined()
    const done = await act(
      [{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.brand-new' }],
      { skipCrossDatasetReferenceValidation: true, tag: 'document.delete' },
    )
    expect(done.transactionId).toEqual(expect.any(String))
    expect(await get('drafts.brand-new')).toBeUndefined()
  })

  it('version.discard of a published document’s draft removes the draft only', async () => {
    await act({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.page-1' })
    expect(await get('drafts.page-1')).toBeUndefined()
    expect((await get('page-1'))?.title).toBe('Published page')
  })

  it('version.create makes a draft from the document given, or from a copy of a base document', async () => {
    await act({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'note-3',
      document: { _id: 'drafts.note-3', _type: 'note', tag: 'drafted' },
    })
    expect((await get('drafts.note-3'))?.tag).toBe('drafted')
    await act({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'note-2',
      baseId: 'note-2',
      versionId: 'drafts.note-2',
    })
    expect(await get('drafts.note-2')).toMatchObject({ _type: 'note', tag: 'old', order: 2 })
    const again = await failure(
      act({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'note-3',
        document: { _id: 'drafts.note-3', _type: 'note' },
      }),
    )
    expect(again.statusCode).toBe(409)
  })

  it('version.replace replaces a draft’s content, and answers 409 for a draft that is not there', async () => {
    await act({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'note-1',
      baseId: 'note-1',
      versionId: 'drafts.note-1',
    })
    await act({
      actionType: 'sanity.action.document.version.replace',
      document: { _id: 'drafts.note-1', _type: 'note', tag: 'replaced' },
    })
    const draft = await get('drafts.note-1')
    expect(draft?.tag).toBe('replaced')
    expect(draft).not.toHaveProperty('order')
    const missing = await failure(
      act({
        actionType: 'sanity.action.document.version.replace',
        document: { _id: 'drafts.nobody', _type: 'note' },
      }),
    )
    expect(missing.statusCode).toBe(409)
  })

  it('refuses a version id that is not the published id’s draft with 400, naming both', async () => {
    const error = await failure(
      act({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'note-1',
        document: { _id: 'drafts.note-2', _type: 'note' },
      }),
    )
    expect(error.statusCode).toBe(400)
    expect(errorBody(error)?.description).toMatch(/drafts\.note-2/)
    expect(errorBody(error)?.description).toMatch(/note-1/)
  })
})

describe('1. the Studio’s actions, all of them', () => {
  it('accepts every actionType Studio 5.27 sends for drafts (as a dry run: nothing changes)', async () => {
    const draft = { _id: 'drafts.author-3', _type: 'author', name: 'Drafted' }
    const pair = { draftId: 'drafts.author-3', publishedId: 'author-3' }
    const studioActions: Action[] = [
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'x-new',
        attributes: { _id: 'drafts.x-new', _type: 'note' },
        ifExists: 'fail',
      },
      { actionType: 'sanity.action.document.edit', ...pair, patch: { set: { name: 'Edited' } } },
      {
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'author-3',
        attributes: draft,
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'author-3',
        document: draft,
      },
      { actionType: 'sanity.action.document.unpublish', ...pair },
      { actionType: 'sanity.action.document.delete', publishedId: 'author-3', includeDrafts: [] },
    ]
    const onDraft: Action[] = [
      { actionType: 'sanity.action.document.publish', ...pair },
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.author-3' },
      { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.author-3' },
      { actionType: 'sanity.action.document.version.replace', document: draft },
    ]
    const answers: Record<string, number> = {}
    const tryAction = async (action: Action) => {
      answers[action.actionType] = await act(action, { dryRun: true }).then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode ?? 0,
      )
    }
    for (const action of studioActions) await tryAction(action)
    await act({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'author-3',
      attributes: draft,
    })
    for (const action of onDraft) await tryAction(action)
    expect(answers).toEqual(
      Object.fromEntries([...studioActions, ...onDraft].map((a) => [a.actionType, 200])),
    )
    expect(await get('drafts.author-3')).toMatchObject({ name: 'Drafted' })
    expect(await get('author-3')).toMatchObject({ name: 'Referenced by nobody' })
    expect(await get('drafts.x-new')).toBeUndefined()
  })

  it('answers a release action (releases are off) with Sanity’s error shape, saying so', async () => {
    const error = await failure(
      act({
        actionType: 'sanity.action.release.schedule',
        releaseId: 'r1',
        publishAt: new Date().toISOString(),
      }),
    )
    expect(error.statusCode).toBe(400)
    expect(errorBody(error)?.type).toEqual(expect.any(String))
    expect(errorBody(error)?.description).toMatch(/release/i)
  })

  it('restores a deleted document as the Studio does: create (ifExists fail) and replaceDraft at once', async () => {
    const restored = { _id: 'drafts.gone-1', _type: 'note', tag: 'restored' }
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'gone-1',
        attributes: restored,
        ifExists: 'fail',
      },
      {
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'gone-1',
        attributes: restored,
      },
    ])
    expect((await get('drafts.gone-1'))?.tag).toBe('restored')
  })
})

describe('1. the Studio’s other requests', () => {
  it('takes the options of its live-edit commits: visibility=async, returnDocuments=false, tag', async () => {
    const query =
      '?visibility=async&returnDocuments=false&skipCrossDatasetReferenceValidation=true&tag=sanity.studio.document.commit'
    const answer = await send(suite.api(`/data/mutate/production${query}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.lake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        mutations: [
          { createIfNotExists: { _id: 'live-1', _type: 'note' } },
          { patch: { id: 'live-1', set: { tag: 'live' } } },
        ],
        transactionId: 'studio-live-edit-1',
      }),
    })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ transactionId: 'studio-live-edit-1' })
    expect(await suite.editor().fetch('*[_id == "live-1"][0].tag')).toBe('live')
  })

  it('answers a malformed % escape in a path with 400 and Sanity’s error shape, never 500', async () => {
    const headers = { authorization: `Bearer ${suite.lake.token}` }
    const paths = [
      '/users/%E0%A4%A',
      '/users/me/keyvalue/%ZZ',
      '/projects/studiodemo/datasets/%E0/acl',
      '/data/doc/production/%E0',
      '/data/history/production/documents/%E0%A4',
    ]
    const answers: Record<string, unknown> = {}
    for (const path of paths) {
      const answer = await send(suite.api(path), { headers })
      answers[path] = [answer.status, (answer.json() as { error?: { type?: unknown } }).error?.type]
    }
    expect(answers).toEqual(
      Object.fromEntries(paths.map((path) => [path, [400, expect.any(String)]])),
    )
  })

  it('takes the options of its document listener: includeAllVersions, enableResume, mendoza effects', async () => {
    const params =
      'query=*%5B_id%20in%20%24ids%5D&%24ids=%5B%22page-1%22%2C%22drafts.page-1%22%5D&includeResult=false' +
      '&includeAllVersions=true&enableResume=true&effectFormat=mendoza&tag=sanity.studio.document.pair.listen'
    const stream = await openStream(suite.api(`/data/listen/production?${params}`), {
      headers: { authorization: `Bearer ${suite.lake.token}` },
    })
    try {
      expect(stream.status).toBe(200)
      expect(await stream.until(() => stream.events.some((e) => e.event === 'welcome'))).toBe(true)
    } finally {
      stream.close()
    }
  })
})
