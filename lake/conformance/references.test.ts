import { describe, expect, it } from 'vitest'
import { errorBody, failure, lakeForFile } from './setup.ts'

// Issue 42, point 2, referential integrity: Content Lake refuses a delete or unpublish that
// would leave a strong reference dangling (409, naming the referencing documents), lets weak
// references dangle, and publishing strengthens `_strengthenOnPublish` references the way the
// Studio's own publish did (sanity/lib: strengthenOnPublish).
const suite = lakeForFile()

const get = (id: string) => suite.editor().getDocument(id)
const ref = (id: string, extra: Record<string, unknown> = {}) => ({
  _type: 'reference',
  _ref: id,
  ...extra,
})

/** A new author and a post that references it strongly: each test's own, so none depends on another. */
async function strongPair(name: string) {
  await suite
    .editor()
    .transaction()
    .create({ _id: `author-${name}`, _type: 'author' })
    .create({ _id: `post-${name}`, _type: 'post', author: ref(`author-${name}`) })
    .commit()
  return { author: `author-${name}`, post: `post-${name}` }
}

describe('2. referential integrity', () => {
  it('refuses to delete a document the export references strongly: 409 naming the referencing ids', async () => {
    const error = await failure(suite.editor().delete('author-1'))
    expect(error.statusCode).toBe(409)
    expect(errorBody(error)?.description).toMatch(/author-1/)
    expect(JSON.stringify(error.response.body)).toMatch(/post-1/)
    expect(await get('author-1')).toBeDefined()
  })

  it('refuses the Studio’s delete action the same way; its cross-dataset skip flag changes nothing here', async () => {
    const { author, post } = await strongPair('del')
    const error = await failure(
      suite
        .editor()
        .action(
          { actionType: 'sanity.action.document.delete', publishedId: author, includeDrafts: [] },
          { skipCrossDatasetReferenceValidation: true },
        ),
    )
    expect(error.statusCode).toBe(409)
    expect(JSON.stringify(error.response.body)).toContain(post)
    expect(await get(author)).toBeDefined()
  })

  it('refuses to unpublish a strongly referenced document, and leaves no draft behind', async () => {
    const { author, post } = await strongPair('unpub')
    const error = await failure(
      suite.editor().action({
        actionType: 'sanity.action.document.unpublish',
        draftId: `drafts.${author}`,
        publishedId: author,
      }),
    )
    expect(error.statusCode).toBe(409)
    expect(JSON.stringify(error.response.body)).toContain(post)
    expect(await get(author)).toBeDefined()
    expect(await get(`drafts.${author}`)).toBeUndefined()
  })

  it('lets a weakly referenced document go; the weak reference stays as it was', async () => {
    await suite.editor().delete('author-2')
    expect(await get('author-2')).toBeUndefined()
    expect((await get('post-weak'))?.author).toEqual(ref('author-2', { _weak: true }))
  })

  it('judges the transaction as a whole: the referrer and its target may go together', async () => {
    const { author, post } = await strongPair('together')
    await suite.editor().transaction().delete(post).delete(author).commit()
    expect(await get(author)).toBeUndefined()
  })

  it('refuses a new strong reference to a document that does not exist; a weak one is fine', async () => {
    const error = await failure(
      suite.editor().create({ _id: 'post-dangling', _type: 'post', author: ref('nobody') }),
    )
    expect(error.statusCode).toBe(409)
    expect(JSON.stringify(error.response.body)).toMatch(/nobody/)
    await suite
      .editor()
      .create({ _id: 'post-weak-2', _type: 'post', author: ref('nobody', { _weak: true }) })
    expect(await get('post-weak-2')).toBeDefined()
  })
})

describe('2. publishing strengthens references', () => {
  it('drops _weak and _strengthenOnPublish on publish, keeping _weak where it says weak: true', async () => {
    const editor = suite.editor()
    await editor.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'post-2',
      attributes: {
        _id: 'drafts.post-2',
        _type: 'post',
        author: ref('author-4', { _weak: true, _strengthenOnPublish: { type: 'author' } }),
        contributors: [
          ref('author-3', {
            _key: 'c1',
            _weak: true,
            _strengthenOnPublish: { type: 'author', weak: true },
          }),
        ],
      },
      ifExists: 'fail',
    })
    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.post-2',
      publishedId: 'post-2',
    })
    const published = await get('post-2')
    expect(published?.author).toEqual(ref('author-4'))
    expect(published?.contributors).toEqual([ref('author-3', { _key: 'c1', _weak: true })])
    // Now strong, the reference holds its target.
    expect((await failure(editor.delete('author-4'))).statusCode).toBe(409)
  })
})
