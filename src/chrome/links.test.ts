import { describe, expect, it } from 'vitest'
import { homeHref, MAIN_NAV } from './links.ts'

describe('homeHref', () => {
  it('keeps the current query string', () => {
    expect(homeHref('ref=x')).toBe('/?ref=x')
    expect(homeHref('?a=1&b=2')).toBe('/?a=1&b=2')
  })
  it('is plain home without a query', () => {
    expect(homeHref('')).toBe('/')
    expect(homeHref('?')).toBe('/')
  })
})

describe('MAIN_NAV', () => {
  it('lists about, work, digest, contact, shop in that order', () => {
    expect(MAIN_NAV.map((i) => i.href)).toEqual(['/about', '/work', '/digest', '/contact', '/shop'])
  })
})
