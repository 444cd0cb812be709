import { describe, expect, it } from 'vitest'
import { imageSourceFromUrl } from './image-from-url.ts'
import { readSettings } from './settings.ts'

const ASSET = 'cb3c81b28090720c7d9b4a572090da97d30d0016-1080x1080.jpg'
const REF = 'image-cb3c81b28090720c7d9b4a572090da97d30d0016-1080x1080-jpg'
const lake = readSettings({})
const sanity = readSettings({ VITE_SANITY_PROJECT_ID: 'abc123', VITE_SANITY_DATASET: 'live' })

describe('imageSourceFromUrl', () => {
  it('reads an image of the lake from its root-relative path', () => {
    expect(imageSourceFromUrl(`/images/studiodemo/production/${ASSET}`, lake)).toEqual({
      asset: { _ref: REF },
    })
  })

  it("reads an image of the configured project from Sanity's CDN", () => {
    const url = `https://cdn.sanity.io/images/abc123/live/${ASSET}`
    expect(imageSourceFromUrl(url, sanity)?.asset).toEqual({ _ref: REF })
  })

  it('leaves other hosts, projects, datasets and parametrised URLs alone', () => {
    for (const [url, s] of [
      [`https://example.com/images/abc123/live/${ASSET}`, sanity],
      [`https://cdn.sanity.io/images/other/live/${ASSET}`, sanity],
      [`https://cdn.sanity.io/images/abc123/staging/${ASSET}`, sanity],
      [`https://cdn.sanity.io/images/abc123/live/${ASSET}?w=300`, sanity],
      [`/images/studiodemo/production/${ASSET}`, sanity],
      [`/images/studiodemo/production/not-an-asset.jpg`, lake],
      ['/lake/social/1.jpg', lake],
      [`//cdn.example.com/images/studiodemo/production/${ASSET}`, lake],
    ] as const) {
      expect(imageSourceFromUrl(url, s), url).toBeNull()
    }
  })
})
