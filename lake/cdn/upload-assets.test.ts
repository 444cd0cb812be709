// @vitest-environment node
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { describeImage } from './upload-assets.ts'

// A phone stores a portrait 80×40 with EXIF orientation 6; the lake stores it upright, once.
const phone = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#c03030' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer()

describe('an uploaded picture', () => {
  it('is stored upright, untagged, under the upload’s SHA-1 and its upright size', async () => {
    const uploaded = await phone()
    const asset = await describeImage(uploaded)
    const sha1 = createHash('sha1').update(uploaded).digest('hex')
    expect(asset.id).toBe(`image-${sha1}-40x80-jpg`)
    expect(asset.file).toBe(`${sha1}-40x80.jpg`)
    const stored = await sharp(asset.bytes).metadata()
    expect([stored.width, stored.height, stored.orientation ?? 1]).toEqual([40, 80, 1])
    expect(await asset.metadata()).toMatchObject({
      dimensions: { width: 40, height: 80, aspectRatio: 0.5 },
    })
  })

  it('keeps a picture without orientation byte for byte', async () => {
    const plain = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    const asset = await describeImage(plain)
    expect(asset.bytes).toBe(plain)
    expect(asset.id).toMatch(/-30x20-png$/)
  })
})
