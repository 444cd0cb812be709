import { describe, expect, it } from 'vitest'
import { opaqueSource } from './opaque-source.ts'

describe('opaqueSource', () => {
  it('a JPEG asset is opaque, whatever format auto=format serves', () => {
    expect(opaqueSource('/images/p/production/abc-1500x1000.jpg?w=1280&auto=format')).toBe(true)
    expect(opaqueSource('https://cdn.sanity.io/images/p/d/abc-10x10.JPEG')).toBe(true)
  })

  it('PNG, WebP, SVG and GIF assets may be transparent', () => {
    for (const ext of ['png', 'webp', 'svg', 'gif'])
      expect(opaqueSource(`/images/p/production/abc-10x10.${ext}?w=800`), ext).toBe(false)
  })

  it('the output format decides when it is forced', () => {
    expect(opaqueSource('/images/p/d/abc-10x10.png?fm=jpg')).toBe(true)
    expect(opaqueSource('/images/p/d/abc-10x10.jpg?fm=png')).toBe(false)
    expect(opaqueSource('/images/p/d/abc-10x10.jpg?fm=webp')).toBe(false)
  })

  it('an unknown or broken URL is not assumed opaque', () => {
    expect(opaqueSource('')).toBe(false)
    expect(opaqueSource('/images/p/d/abc.jpg.png')).toBe(false)
    expect(opaqueSource('http://[broken')).toBe(false)
  })
})
