// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultPerspective, viewFor } from './perspective.ts'

describe('query helpers', () => {
  it('defaults to the published perspective from API 2025-02-19, raw before', () => {
    expect(defaultPerspective('2025-08-08')).toBe('published')
    expect(defaultPerspective('2021-10-21')).toBe('raw')
    expect(defaultPerspective('1')).toBe('raw')
  })

  it('overlays drafts on published documents under the published id', () => {
    const docs = [
      { _id: 'a', title: 'A' },
      { _id: 'drafts.a', title: 'A draft' },
      { _id: 'drafts.b', title: 'B draft' },
      { _id: 'versions.r1.a', title: 'A in a release' },
    ]
    expect(viewFor(docs, 'published').docs.map((d) => d._id)).toEqual(['a'])
    expect(viewFor(docs, 'raw').docs).toHaveLength(4)
    const drafts = viewFor(docs, 'drafts')
    expect(drafts.docs.map((d) => d.title)).toEqual(['A draft', 'B draft'])
    expect(drafts.byId.get('a')).toMatchObject({ _id: 'a', _originalId: 'drafts.a' })
  })
})
