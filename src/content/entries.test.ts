import { describe, expect, it, vi } from 'vitest'
import { cleanEntries, entriesOfType, entryBySlug, nextBySlug } from './entries.ts'
import type { Entry } from './types.ts'

const entries = [
  { _id: 'w3', _type: 'workProject', order: 3, slug: 'c' },
  { _id: 's2', _type: 'shopItem', title: 'second' },
  { _id: 'w1', _type: 'workProject', order: 1, slug: 'a' },
  { _id: 'd2', _type: 'digestArticle', order: 2, slug: 'x' },
  { _id: 's1', _type: 'shopItem', title: 'first' },
  { _id: 'w-none', _type: 'workProject', slug: 'none' },
  { _id: 'd1', _type: 'digestArticle', order: 1, slug: 'y' },
  { _id: 'w2', _type: 'workProject', order: 2, slug: 'b' },
  { _id: 'about', _type: 'aboutPage' },
] as Entry[]

describe('entriesOfType', () => {
  it('sorts work projects ascending by order, entries without order last', () => {
    expect(entriesOfType(entries, 'workProject').map((e) => e._id)).toEqual([
      'w1',
      'w2',
      'w3',
      'w-none',
    ])
  })
  it('sorts digest articles ascending by order', () => {
    expect(entriesOfType(entries, 'digestArticle').map((e) => e._id)).toEqual(['d1', 'd2'])
  })
  it('keeps shop items and the about page in fetched order', () => {
    expect(entriesOfType(entries, 'shopItem').map((e) => e._id)).toEqual(['s2', 's1'])
    expect(entriesOfType(entries, 'aboutPage').map((e) => e._id)).toEqual(['about'])
  })
  it('filters to the one type and does not reorder the source list', () => {
    const before = entries.map((e) => e._id)
    expect(entriesOfType(entries, 'clients')).toEqual([])
    expect(entries.map((e) => e._id)).toEqual(before)
  })
})

describe('entryBySlug', () => {
  it('finds by type and slug', () => {
    expect(entryBySlug(entries, 'workProject', 'b')?._id).toBe('w2')
    expect(entryBySlug(entries, 'digestArticle', 'b')).toBeUndefined()
  })
})

describe('cleanEntries', () => {
  it('drops malformed documents with a warning and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kept = cleanEntries([
      null,
      42,
      { _type: 'workProject' },
      { _id: 'q', _type: 'nope' },
      entries[0],
    ])
    expect(kept.map((e) => e._id)).toEqual(['w3'])
    expect(warn).toHaveBeenCalledTimes(4)
    warn.mockRestore()
  })
  it('turns a non-list answer into no entries, logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(cleanEntries({ result: [] })).toEqual([])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

const withSlugs = [{ slug: 'a' }, { slug: '' }, { slug: 'b' }, {}, { slug: 'c' }]

describe('nextBySlug', () => {
  it('gives the next entry with a slug, wrapping around', () => {
    expect(nextBySlug(withSlugs, 'a')?.slug).toBe('b')
    expect(nextBySlug(withSlugs, 'c')?.slug).toBe('a')
  })
  it('gives nothing for an unknown slug or a single entry', () => {
    expect(nextBySlug(withSlugs, 'zzz')).toBeUndefined()
    expect(nextBySlug([{ slug: 'a' }], 'a')).toBeUndefined()
  })
})
