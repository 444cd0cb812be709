// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultPerspective, parsePerspective, viewFor } from './perspective.ts'

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

  it('shows a visitor root-path ids only, where the editor’s published view keeps other dotted ids', () => {
    const docs = [
      { _id: 'a' },
      { _id: 'drafts.a' },
      { _id: 'secrets.api' },
      { _id: 'settings.site.private' },
    ]
    expect(viewFor(docs, 'public').docs.map((d) => d._id)).toEqual(['a'])
    expect([...viewFor(docs, 'public').byId.keys()]).toEqual(['a'])
    expect(viewFor(docs, 'published').docs.map((d) => d._id)).toEqual([
      'a',
      'secrets.api',
      'settings.site.private',
    ])
  })

  it('reads the perspectives Sanity knows, stacks included, and refuses the rest saying why', () => {
    expect(parsePerspective('raw')).toEqual({ view: 'raw' })
    expect(parsePerspective('published')).toEqual({ view: 'published' })
    expect(parsePerspective('previewDrafts')).toEqual({ view: 'drafts' })
    expect(parsePerspective('drafts,published')).toEqual({ view: 'drafts' })
    expect(parsePerspective('raw,drafts')).toEqual({
      refusal: expect.stringMatching(/raw.*combined/),
    })
    expect(parsePerspective('bogus')).toEqual({
      refusal: expect.stringMatching(/"bogus".*releases/),
    })
    expect(parsePerspective('rABC,drafts')).toEqual({ refusal: expect.stringMatching(/"rABC"/) })
  })
})
