import { describe, expect, it } from 'vitest'
import { transitionPictures } from './transition-pictures.ts'

describe('transitionPictures', () => {
  it('carries a work card into its project’s hero', () => {
    expect(transitionPictures('/work', '/work/after-dark')).toEqual({
      old: { kind: 'link', to: '/work/after-dark' },
      next: { kind: 'hero' },
    })
  })

  it('carries home’s work section and a next-project card the same way', () => {
    expect(transitionPictures('/', '/work/a').next).toEqual({ kind: 'hero' })
    expect(transitionPictures('/work/a', '/work/b')).toEqual({
      old: { kind: 'link', to: '/work/b' },
      next: { kind: 'hero' },
    })
  })

  it('carries a digest card into the article’s header picture', () => {
    expect(transitionPictures('/', '/digest/desert-shoot-notes')).toEqual({
      old: { kind: 'link', to: '/digest/desert-shoot-notes' },
      next: { kind: 'hero' },
    })
  })

  it('runs the reverse on the way out: the hero into the card leading back to it', () => {
    expect(transitionPictures('/work/after-dark', '/work')).toEqual({
      old: { kind: 'hero' },
      next: { kind: 'link', to: '/work/after-dark' },
    })
    expect(transitionPictures('/digest/x/', '/?nogl')).toEqual({
      old: { kind: 'hero' },
      next: { kind: 'link', to: '/digest/x' },
    })
  })

  it('names nothing between other pages, or within one page', () => {
    expect(transitionPictures('/work', '/about')).toEqual({ old: null, next: null })
    expect(transitionPictures('/work/a', '/work/a?x=1')).toEqual({ old: null, next: null })
  })
})
