import { describe, expect, it } from 'vitest'
import { nextBySlug } from './next-project.ts'

const list = [{ slug: 'a' }, { slug: '' }, { slug: 'b' }, {}, { slug: 'c' }]

describe('nextBySlug', () => {
  it('gives the next entry with a slug, wrapping around', () => {
    expect(nextBySlug(list, 'a')?.slug).toBe('b')
    expect(nextBySlug(list, 'c')?.slug).toBe('a')
  })
  it('gives nothing for an unknown slug or a single entry', () => {
    expect(nextBySlug(list, 'zzz')).toBeUndefined()
    expect(nextBySlug([{ slug: 'a' }], 'a')).toBeUndefined()
  })
})
