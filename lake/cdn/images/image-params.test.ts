// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  accepts,
  chooseFormat,
  type ImageParams,
  parseImageParams,
  parseImagePath,
} from './image-params.ts'

const parsedAsset = parseImagePath('/images/p/production/abc123-1200x800.jpg')
if (!parsedAsset) throw new Error('the fixture path must parse')
const asset = parsedAsset
const params = (query: string): ImageParams => parseImageParams(new URLSearchParams(query))

describe('image paths and params', () => {
  it('reads hash, size and extension from the CDN path, with or without a vanity name', () => {
    expect(asset).toMatchObject({ dataset: 'production', hash: 'abc123', width: 1200, height: 800 })
    expect(parseImagePath('/images/p/d/abc-10x20.png/nice-name.png')?.fileName).toBe(
      'abc-10x20.png',
    )
    expect(parseImagePath('/images/p/d/../../etc/passwd')).toBeUndefined()
  })

  it('chooses AVIF, then WebP, for auto=format only when the Accept header allows it', () => {
    const auto = params('auto=format&fm=png')
    expect(chooseFormat(auto, 'jpeg', 'image/avif,image/webp,*/*')).toBe('avif')
    expect(chooseFormat(auto, 'jpeg', 'image/webp,*/*')).toBe('webp')
    expect(chooseFormat(auto, 'jpeg', 'image/avif;q=0,image/webp')).toBe('webp')
    expect(chooseFormat(auto, 'jpeg', '*/*')).toBe('png')
    expect(chooseFormat(params(''), 'jpeg', 'image/webp')).toBe('jpeg')
    expect(accepts(undefined, 'image/webp')).toBe(false)
  })

  it('refuses invalid values', () => {
    expect(() => params('w=0')).toThrow(/"w"/)
    expect(() => params('fm=bmp')).toThrow(/"fm"/)
    expect(() => params('rect=1,2,3')).toThrow(/"rect"/)
    expect(() => params('bg=red')).toThrow(/"bg"/)
  })
})
