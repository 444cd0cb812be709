import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { lakeForFile } from './setup.ts'

// Issue 42, point 3: a phone photo (EXIF orientation 6: stored 80×40, upright 40×80) is
// stored upright, orientation applied once: its id, `metadata.dimensions`, crops, hotspots and
// every transform refer to the upright picture, which is never stretched. `metadata` has
// what Sanity's has, as far as sharp can read it.
const suite = lakeForFile()

/** Stored 80×40, left half red, right half blue; upright (90° clockwise) red on top, blue below. */
async function phonePhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(80 * 40 * 3)
  for (let y = 0; y < 40; y++) {
    for (let x = 0; x < 80; x++) raw[(y * 80 + x) * 3 + (x < 40 ? 0 : 2)] = 255
  }
  return sharp(raw, { raw: { width: 80, height: 40, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** A picture as a viewer shows it (EXIF orientation honoured): size and centre colour. */
async function shown(bytes: Buffer) {
  const { data, info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true })
  const centre =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  const [r = 0, , b = 0] = data.subarray(centre, centre + 3)
  return { width: info.width, height: info.height, colour: r > b ? 'red' : 'blue' }
}

async function fetchImage(url: string) {
  const response = await fetch(url)
  expect([url, response.status]).toEqual([url, 200])
  return shown(Buffer.from(await response.arrayBuffer()))
}

type ImageDoc = {
  _id: string
  url: string
  metadata: Record<string, unknown> & { dimensions: unknown; lqip: string }
}

describe('3. pictures as editors take them', () => {
  let photo: ImageDoc
  const onLake = (url: string) => `${suite.lake.url}${new URL(url).pathname}`

  it('stores a phone photo upright: the asset id and metadata.dimensions say 40×80', async () => {
    photo = (await suite
      .editor()
      .assets.upload('image', await phonePhoto(), { filename: 'phone.jpg' })) as unknown as ImageDoc
    expect(photo._id).toMatch(/^image-[0-9a-f]{40}-40x80-jpg$/)
    expect(photo.metadata.dimensions).toMatchObject({ width: 40, height: 80, aspectRatio: 0.5 })
  })

  it('serves it upright, orientation applied once, and every transform in upright coordinates', async () => {
    const original = onLake(photo.url)
    expect(await fetchImage(original)).toMatchObject({ width: 40, height: 80 })
    expect(await fetchImage(`${original}?w=20`)).toMatchObject({ width: 20, height: 40 })
    expect(await fetchImage(`${original}?w=20&h=20`)).toMatchObject({ width: 10, height: 20 })
    expect(await fetchImage(`${original}?rect=0,0,40,40`)).toEqual({
      width: 40,
      height: 40,
      colour: 'red',
    })
    expect(await fetchImage(`${original}?rect=0,40,40,40`)).toEqual({
      width: 40,
      height: 40,
      colour: 'blue',
    })
    expect(original).toMatch(/-40x80\.jpg$/)
  })

  it('applies an editor’s crop and hotspot (fractions of the upright picture) as the site builds them', async () => {
    const builder = createImageUrlBuilder({
      projectId: 'studiodemo',
      dataset: 'production',
      baseUrl: suite.lake.url,
    })
    const image = {
      asset: { _ref: photo._id },
      crop: { top: 0.5, bottom: 0, left: 0, right: 0 },
      hotspot: { x: 0.5, y: 0.75, width: 1, height: 0.5 },
    }
    expect(await fetchImage(builder.image(image).url())).toEqual({
      width: 40,
      height: 40,
      colour: 'blue',
    })
    expect(await fetchImage(builder.image(image).width(20).height(20).url())).toMatchObject({
      colour: 'blue',
    })
  })

  it('describes it as Sanity does: dimensions, hasAlpha, isOpaque, an upright lqip, a palette', async () => {
    const { metadata } = photo
    expect(metadata).toMatchObject({
      dimensions: { _type: 'sanity.imageDimensions', width: 40, height: 80, aspectRatio: 0.5 },
      hasAlpha: false,
      isOpaque: true,
      palette: {
        _type: 'sanity.imagePalette',
        dominant: {
          _type: 'sanity.imagePaletteSwatch',
          background: expect.stringMatching(/^#[0-9a-f]{6}$/),
          foreground: expect.any(String),
          title: expect.any(String),
          population: expect.any(Number),
        },
      },
    })
    const lqip = /^data:image\/jpeg;base64,(.+)$/.exec(metadata.lqip)?.[1] ?? ''
    const placeholder = await sharp(Buffer.from(lqip, 'base64')).metadata()
    expect([placeholder.width, placeholder.height]).toEqual([20, 40])
  })

  it('says a picture with transparency has alpha and is not opaque', async () => {
    const png = await sharp({
      create: {
        width: 30,
        height: 20,
        channels: 4,
        background: { r: 0, g: 90, b: 200, alpha: 0.4 },
      },
    })
      .png()
      .toBuffer()
    const doc = (await suite.editor().assets.upload('image', png)) as unknown as ImageDoc
    expect(doc._id).toMatch(/-30x20-png$/)
    expect(doc.metadata).toMatchObject({
      hasAlpha: true,
      isOpaque: false,
      dimensions: { width: 30, height: 20, aspectRatio: 1.5 },
    })
  })
})
