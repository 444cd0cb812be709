import { describe, expect, it } from 'vitest'
import { imageDimensions, responsiveImage } from './images.ts'
import { fileUrl, imageUrl, imageUrlsByWidth } from './urls.ts'

const HASH = '0123456789abcdef0123456789abcdef01234567'
const image = { asset: { _ref: `image-${HASH}-1600x900-jpg` }, alt: 'x' }

describe('imageUrl', () => {
  it('builds a root-relative lake URL with width and auto format', () => {
    expect(imageUrl(image, { width: 800 })).toBe(
      `/images/studiodemo/production/${HASH}-1600x900.jpg?w=800&auto=format`,
    )
  })
  it('accepts a dereferenced asset', () => {
    const deref = {
      asset: {
        _id: `image-${HASH}-1600x900-jpg`,
        url: `https://cdn.sanity.io/images/studiodemo/production/${HASH}-1600x900.jpg`,
      },
    }
    expect(imageUrl(deref)).toBe(`/images/studiodemo/production/${HASH}-1600x900.jpg?auto=format`)
  })
  it('throws on a malformed asset reference', () => {
    expect(() => imageUrl({ asset: { _ref: 'image-nope' } })).toThrow(/Malformed asset _ref/)
  })
})

describe('imageUrlsByWidth', () => {
  const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.05, left: 0.2, right: 0 }
  const hotspot = { _type: 'sanity.imageHotspot', x: 0.7, y: 0.3, width: 0.4, height: 0.5 }
  const sources = [
    image,
    { ...image, crop },
    { ...image, crop, hotspot },
    { asset: { _id: `image-${HASH}-1600x900-jpg` }, hotspot },
  ]
  const widths = [320, 640, 960, 1280, 1600, 2000, 333.4]

  it('gives, width for width, what the builder gives', () => {
    for (const source of sources) {
      const expected = widths.map((w) => imageUrl(source, { width: w }))
      expect(imageUrlsByWidth(source, widths)).toEqual(expected)
    }
    expect(imageUrlsByWidth({ ...image, crop }, [640])[0]).toContain('rect=')
  })

  it('gives nothing for no widths and throws on a malformed reference, as the builder does', () => {
    expect(imageUrlsByWidth(image, [])).toEqual([])
    expect(() => imageUrlsByWidth({ asset: { _ref: 'image-nope' } }, [320])).toThrow(
      /Malformed asset _ref/,
    )
  })
})

describe('fileUrl', () => {
  it('builds the lake file path from a reference', () => {
    expect(fileUrl({ asset: { _ref: `file-${HASH}-mp4` } })).toBe(
      `/files/studiodemo/production/${HASH}.mp4`,
    )
  })
  it('throws on a malformed reference', () => {
    expect(() => fileUrl({ asset: { _ref: 'image-abc-10x10-jpg' } })).toThrow(/Malformed file/)
    expect(() => fileUrl({ asset: null })).toThrow(/Malformed file/)
  })
})

describe('responsiveImage', () => {
  it('lists widths up to the original and carries its size', () => {
    const r = responsiveImage(image)
    expect(r.width).toBe(1600)
    expect(r.height).toBe(900)
    expect(r.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1600w',
    ])
    expect(r.src).toContain('w=1280')
  })
  it('reads dimensions from the id when metadata is missing', () => {
    expect(imageDimensions({ asset: { _ref: `image-${HASH}-300x200-png` } })).toEqual({
      width: 300,
      height: 200,
    })
    expect(imageDimensions({ asset: null })).toBeNull()
  })
})
