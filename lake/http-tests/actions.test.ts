// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editDraft, editorClient, failure, publishDraft, visitorClient } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// The Actions API, the Studio's write path: drafts beside published documents.
const setup = lakeForFile()

const editor = () => editorClient(setup.lake)
const get = (id: string) => editor().getDocument(id)
const published = (query: string) => visitorClient(setup.lake).fetch(query)

describe('actions', () => {
  it('edit makes the draft from the published document, then patches it; the site still sees the published title', async () => {
    await editDraft(editor(), 'work-b', { title: 'Second, edited' })
    const draft = await get('drafts.work-b')
    expect(draft).toMatchObject({ _id: 'drafts.work-b', title: 'Second, edited', client: 'Beta' })
    expect(await published('*[_id == "work-b"][0].title')).toBe('Second project')
    expect(await published('*[_type == "workProject"].title')).not.toContain('Second, edited')
  })

  it('publish replaces the published document with the draft and removes the draft', async () => {
    const before = await get('work-b')
    const { transactionId } = await editor().action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.work-b',
      publishedId: 'work-b',
      ifPublishedRevisionId: before?._rev,
    })
    expect(await get('drafts.work-b')).toBeUndefined()
    const after = await get('work-b')
    expect(after).toMatchObject({ title: 'Second, edited', _rev: transactionId })
    expect(after?._createdAt).toBe(before?._createdAt)
    expect(await published('*[_id == "work-b"][0].title')).toBe('Second, edited')
  })

  it('a publish with a stale ifPublishedRevisionId answers 409 and changes nothing', async () => {
    await editDraft(editor(), 'work-b', { title: 'Third title' })
    const error = await failure(
      editor().action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.work-b',
        publishedId: 'work-b',
        ifPublishedRevisionId: 'stale',
      }),
    )
    expect(error.statusCode).toBe(409)
    expect((await get('drafts.work-b'))?.title).toBe('Third title')
    expect(await published('*[_id == "work-b"][0].title')).toBe('Second, edited')
  })

  it('discard removes the draft and leaves the published document', async () => {
    await editor().action({
      actionType: 'sanity.action.document.discard',
      draftId: 'drafts.work-b',
    })
    expect(await get('drafts.work-b')).toBeUndefined()
    expect((await get('work-b'))?.title).toBe('Second, edited')
    const again = await failure(
      editor().action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.work-b' }),
    )
    expect(again.statusCode).toBe(409)
  })

  it('unpublish moves the published document back to a draft', async () => {
    await editor().action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.tag-film',
      publishedId: 'tag-film',
    })
    expect(await get('tag-film')).toBeUndefined()
    expect((await get('drafts.tag-film'))?.title).toBe('Film')
    expect(await published('count(*[_id == "tag-film"])')).toBe(0)
  })
})

describe('actions, several at once', () => {
  it('create makes a new draft, replaceDraft replaces it, delete removes document and draft', async () => {
    await editor().action({
      actionType: 'sanity.action.document.create',
      publishedId: 'tag-new',
      attributes: { _id: 'drafts.tag-new', _type: 'tag', title: 'New' },
      ifExists: 'fail',
    })
    const exists = await failure(
      editor().action({
        actionType: 'sanity.action.document.create',
        publishedId: 'tag-new',
        attributes: { _id: 'drafts.tag-new', _type: 'tag', title: 'Again' },
        ifExists: 'fail',
      }),
    )
    expect(exists.statusCode).toBe(409)
    await editor().action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'tag-new',
      attributes: { _id: 'drafts.tag-new', _type: 'tag', title: 'Replaced' },
    })
    expect((await get('drafts.tag-new'))?.title).toBe('Replaced')
    await publishDraft(editor(), 'tag-new')
    await editDraft(editor(), 'tag-new', { title: 'Draft again' })
    await editor().action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'tag-new',
      includeDrafts: ['drafts.tag-new'],
    })
    expect(await editor().getDocuments(['tag-new', 'drafts.tag-new'])).toEqual([null, null])
  })

  it('applies several actions as one transaction: all or none', async () => {
    const error = await failure(
      editor().action([
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.tag-brand',
          publishedId: 'tag-brand',
          patch: { set: { title: 'Would change' } },
        },
        { actionType: 'sanity.action.document.discard', draftId: 'drafts.nothing-here' },
      ]),
    )
    expect(error.statusCode).toBe(409)
    expect(await get('drafts.tag-brand')).toBeUndefined()
  })

  it('refuses what the setup.lake does not serve (releases) with 400, and a visitor with 401', async () => {
    const version = await failure(
      editor().action({
        actionType: 'sanity.action.document.version.discard',
        versionId: 'versions.r1.work-a',
      }),
    )
    expect(version.statusCode).toBe(400)
    const visitor = await failure(
      visitorClient(setup.lake).action({
        actionType: 'sanity.action.document.discard',
        draftId: 'drafts.work-a',
      }),
    )
    expect(visitor.statusCode).toBe(401)
    expect(await get('drafts.work-a')).toBeDefined()
  })
})
