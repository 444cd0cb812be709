// @vitest-environment node
import { readdirSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { responsiveImage } from '../../../src/content/images.ts'
import { imageUrl } from '../../../src/content/urls.ts'
import { IMAGE_LIMITS } from '../../limits.ts'
import { boundedPlan } from './image-limits.ts'
import { type Fit, type ImageAsset, parseImageParams, parseImagePath } from './image-params.ts'
import { planImage } from './image-plan.ts'

function assetOf(path: string): ImageAsset {
  const asset = parseImagePath(path)
  if (!asset) throw new Error(`not an image path: ${path}`)
  return asset
}

const banner = assetOf('/images/p/production/abc-900x360.png')
const params = (query: string) => parseImageParams(new URLSearchParams(query))

describe('bounded image plans', () => {
  it('clamps the fill that padded a 900×360 picture to 29,491×360', () => {
    const query = 'w=8192&h=100&fit=fill&dpr=5'
    expect(planImage(banner, params(query), 'png').width).toBeGreaterThan(20_000)
    const plan = boundedPlan(banner, params(query), 'png')
    expect(plan.width).toBeLessThanOrEqual(900)
    expect(plan.height).toBeLessThanOrEqual(360)
    // Still a wide strip, as asked.
    expect(plan.width / plan.height).toBeGreaterThan(50)
    expect(plan.resize?.fit).toBe('contain')
  })

  it('serves dpr above 3 as 3', () => {
    const photo = assetOf('/images/p/production/abc-6000x4000.jpg')
    expect(boundedPlan(photo, params('w=500&dpr=5'), 'jpeg').width).toBe(1500)
  })

  it('shrinks an output over the pixel cap, keeping its shape', () => {
    const huge = assetOf('/images/p/production/abc-12000x9000.jpg')
    const plan = boundedPlan(huge, params('w=8000&auto=format'), 'webp')
    expect(plan.width * plan.height).toBeLessThanOrEqual(IMAGE_LIMITS.maxPixels)
    expect(plan.width / plan.height).toBeCloseTo(4 / 3, 2)
    // The same original asked for as it is stays its own bytes: no encode at all.
    expect(boundedPlan(huge, params(''), 'jpeg').resize).toBeUndefined()
  })

  it('keeps every request within the source, the side cap and the pixel cap', () => {
    const fits: Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale']
    const source = fc.record({
      width: fc.integer({ min: 1, max: 12_000 }),
      height: fc.integer({ min: 1, max: 12_000 }),
    })
    const request = fc.record({
      w: fc.option(fc.integer({ min: 1, max: 8192 }), { nil: undefined }),
      h: fc.option(fc.integer({ min: 1, max: 8192 }), { nil: undefined }),
      dpr: fc.option(fc.double({ min: 0.1, max: 5, noNaN: true }), { nil: undefined }),
      fit: fc.constantFrom(...fits),
      focal: fc.boolean(),
    })
    fc.assert(
      fc.property(source, request, ({ width, height }, r) => {
        const asset = assetOf(`/images/p/production/abc-${width}x${height}.jpg`)
        const search = new URLSearchParams({ fit: r.fit, fm: 'webp' })
        if (r.w !== undefined) search.set('w', String(r.w))
        if (r.h !== undefined) search.set('h', String(r.h))
        if (r.dpr !== undefined) search.set('dpr', String(r.dpr))
        if (r.focal) search.set('crop', 'focalpoint')
        const plan = boundedPlan(asset, parseImageParams(search), 'webp')
        const longest = Math.max(width, height)
        expect(plan.width).toBeLessThanOrEqual(Math.min(longest, IMAGE_LIMITS.maxSide))
        expect(plan.height).toBeLessThanOrEqual(Math.min(longest, IMAGE_LIMITS.maxSide))
        expect(plan.width * plan.height).toBeLessThanOrEqual(IMAGE_LIMITS.maxPixels)
        if (plan.resize) {
          expect(plan.resize.width * plan.resize.height).toBeLessThanOrEqual(
            Math.max(IMAGE_LIMITS.maxPixels, width * height),
          )
        }
      }),
      { numRuns: 2000 },
    )
  })
})

// The widths the site asks for: src/content/images.ts's ladder, 800 for the digest hover
// and the shop, 328 for the studios (each with its 2x, src/media/image-plan.ts), the
// social thumbnails (src/pages/digest/social-post.ts) and the 1200×630 share crop.
const FIXED = [
  [800, 1600],
  [328, 656],
  [240, 360, 480, 640, 800],
]
const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.05, left: 0.2, right: 0 }
const hotspot = { _type: 'sanity.imageHotspot', x: 0.7, y: 0.3, width: 0.4, height: 0.5 }

function siteUrls(id: string): string[] {
  const urls: string[] = []
  for (const source of [{ asset: { _ref: id } }, { asset: { _ref: id }, crop, hotspot }]) {
    urls.push(...responsiveImage(source).srcSet.split(', '))
    for (const widths of FIXED) urls.push(...responsiveImage(source, widths).srcSet.split(', '))
    urls.push(imageUrl(source, { width: 1200, height: 630, fit: 'crop' }))
  }
  return urls.map((candidate) => candidate.split(' ')[0] ?? '')
}

describe("the site's own requests", () => {
  it('get exactly what they got before the bounds, for every demo picture', () => {
    const files = readdirSync('dataset/assets/images')
    expect(files.length).toBeGreaterThan(50)
    let checked = 0
    for (const file of files) {
      const [, hash, size, ext] = /^([a-f0-9]+)-(\d+x\d+)\.(\w+)$/.exec(file) ?? []
      if (!hash) continue
      for (const url of siteUrls(`image-${hash}-${size}-${ext}`)) {
        const parsed = new URL(url, 'http://site.invalid')
        const asset = assetOf(parsed.pathname)
        const p = parseImageParams(parsed.searchParams)
        for (const format of ['avif', 'webp', 'jpeg'] as const) {
          expect(boundedPlan(asset, p, format), url).toEqual(planImage(asset, p, format))
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(5000)
  })
})
