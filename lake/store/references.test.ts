// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { StoreError } from './errors.ts'
import { checkReferences } from './integrity.ts'
import type { Doc } from './perspective.ts'
import { ReferenceIndex, strengthenOnPublish, strongTargets } from './references.ts'

const ref = (id: string, extra: Record<string, unknown> = {}) => ({
  _type: 'reference',
  _ref: id,
  ...extra,
})

describe('strong references', () => {
  it('are every _ref at any depth, weak, cross-dataset and global ones left out', () => {
    const doc = {
      _id: 'post',
      author: ref('a'),
      blocks: [{ _type: 'block', markDefs: [{ ...ref('b'), _type: 'link' }] }],
      weak: ref('c', { _weak: true }),
      other: ref('d', { _dataset: 'elsewhere' }),
      media: ref('media-library:ml1:x'),
    }
    expect([...strongTargets(doc)].sort()).toEqual(['a', 'b'])
  })

  it('are made by publishing: _strengthenOnPublish dropped, _weak kept only when it says weak', () => {
    const draft = {
      _id: 'p',
      a: ref('x', { _weak: true, _strengthenOnPublish: { type: 'author' } }),
      list: [ref('y', { _key: 'k', _weak: true, _strengthenOnPublish: { type: 'a', weak: true } })],
      plain: ref('z', { _weak: true }),
    }
    expect(strengthenOnPublish(draft)).toEqual({
      _id: 'p',
      a: ref('x'),
      list: [ref('y', { _key: 'k', _weak: true })],
      plain: ref('z', { _weak: true }),
    })
  })

  it('are indexed both ways, and follow a document as it changes', () => {
    const index = new ReferenceIndex([
      ['p1', { author: ref('a') }],
      ['p2', { authors: [ref('a'), ref('b')] }],
    ])
    expect([...index.referencing('a')].sort()).toEqual(['p1', 'p2'])
    index.set('p2', { authors: [ref('b')] })
    index.set('p1', null)
    expect([...index.referencing('a')]).toEqual([])
    expect([...index.referencing('b')]).toEqual(['p2'])
  })
})

describe('referential integrity of a transaction', () => {
  const docs = new Map<string, Record<string, unknown>>([
    ['a', { _id: 'a' }],
    ['p', { _id: 'p', author: ref('a') }],
  ])
  const index = () => new ReferenceIndex(docs)
  const staged = (gone: string[] = []) => ({
    exists: (id: string) => docs.has(id) && !gone.includes(id),
    indexOf: () => 2,
  })
  const failure = (run: () => void) => {
    try {
      run()
    } catch (error) {
      return error as StoreError
    }
    throw new Error('expected a refusal')
  }

  it('refuses a delete that leaves a strong reference dangling, naming the referrer and the mutation', () => {
    const error = failure(() =>
      checkReferences(
        [{ id: 'a', before: { _id: 'a' }, after: null, mutations: [] }],
        index,
        staged(['a']),
      ),
    )
    expect(error.message).toBe(
      'Document "a" cannot be deleted as there are references to it from "p"',
    )
    expect(error.item).toMatchObject({ index: 2, details: { referencingIDs: ['p'] } })
  })

  it('takes the referrer and its target going together, or the referrer letting go', () => {
    const gone = { id: 'a', before: { _id: 'a' }, after: null, mutations: [] }
    expect(() =>
      checkReferences(
        [gone, { id: 'p', before: {}, after: null, mutations: [] }],
        index,
        staged(['a', 'p']),
      ),
    ).not.toThrow()
    expect(() =>
      checkReferences(
        [gone, { id: 'p', before: {}, after: { _id: 'p' }, mutations: [] }],
        index,
        staged(['a']),
      ),
    ).not.toThrow()
  })

  it('refuses a new strong reference to a missing document, not an old one nor a weak one', () => {
    const write = (before: Doc | null, after: Doc) => () =>
      checkReferences([{ id: 'q', before, after, mutations: [] }], index, staged())
    expect(failure(write(null, { author: ref('nobody') })).message).toMatch(
      /non-existent document "nobody"/,
    )
    expect(write({ author: ref('nobody') }, { author: ref('nobody'), t: 1 })).not.toThrow()
    expect(write(null, { author: ref('nobody', { _weak: true }) })).not.toThrow()
  })
})
