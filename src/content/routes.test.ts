import { describe, expect, it } from 'vitest'
import { isCurrentPath, normalizePath, routeMeta } from './routes.ts'

describe('routeMeta', () => {
  it('gives each page its description', () => {
    expect(routeMeta('/about').description).toBe('makers who make the thing')
    expect(routeMeta('/work').description).toBe('proof is in the making')
    expect(routeMeta('/digest').description).toBe('stuff happening between projects')
    expect(routeMeta('/shop').description).toBe('ephemera and objects of interest, restocking soon')
    expect(routeMeta('/careers').description).toBe('proof is in the making')
  })
  it('shows no description on contact, privacy and accessibility', () => {
    for (const path of ['/contact', '/privacy', '/accessibility']) {
      expect(routeMeta(path).description).toBeUndefined()
      expect(routeMeta(path).pageBar).toBe(true)
    }
  })
  it('hides the page bar on home, work project and digest article', () => {
    expect(routeMeta('/').pageBar).toBe(false)
    expect(routeMeta('/work/some-project').pageBar).toBe(false)
    expect(routeMeta('/digest/an-article').pageBar).toBe(false)
    expect(routeMeta('/work').pageBar).toBe(true)
  })
  it('tolerates trailing slashes, queries and hashes', () => {
    expect(routeMeta('/about/').kind).toBe('about')
    expect(routeMeta('/shop?ref=x#top').kind).toBe('shop')
    expect(routeMeta('/work/slug/').kind).toBe('work-project')
  })
  it('treats unknown and too-deep paths as not found, with a page bar', () => {
    expect(routeMeta('/nope').kind).toBe('not-found')
    expect(routeMeta('/work/a/b').kind).toBe('not-found')
    expect(routeMeta('/nope').pageBar).toBe(true)
  })
})

describe('isCurrentPath', () => {
  it('marks the section for the page and its sub-routes', () => {
    expect(isCurrentPath('/work', '/work')).toBe(true)
    expect(isCurrentPath('/work', '/work/slug')).toBe(true)
    expect(isCurrentPath('/work', '/workshop')).toBe(false)
    expect(isCurrentPath('/about', '/work')).toBe(false)
  })
  it('marks home only on home', () => {
    expect(isCurrentPath('/', '/')).toBe(true)
    expect(isCurrentPath('/', '/about')).toBe(false)
  })
})

describe('normalizePath', () => {
  it('strips the query, the hash and trailing slashes', () => {
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('/?a=1')).toBe('/')
    expect(normalizePath('/digest//')).toBe('/digest')
  })
})
