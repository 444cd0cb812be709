// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientError, SanityImageAssetDocument } from '@sanity/client'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { editorClient, visitorClient } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// Uploads as the Studio and @sanity/client send them, then served by the lake's image CDN.
const setup = lakeForFile()
let picture: Buffer

beforeAll(async () => {
  // Two thirds red, a third blue: a known dominant colour, and content to resize.
  const red = await sharp({
    create: { width: 420, height: 200, channels: 3, background: '#d01010' },
  })
    .png()
    .toBuffer()
  picture = await sharp({ create: { width: 640, height: 200, channels: 3, background: '#1020d0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer()
})

describe('upload', () => {
  let asset: SanityImageAssetDocument

  it('stores an image and answers its asset document: id from the hash, dimensions, LQIP, palette', async () => {
    asset = await editorClient(setup.lake).assets.upload('image', picture, { filename: 'red.jpg' })
    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-640x200-jpg$/)
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: 'red.jpg',
      size: picture.length,
      metadata: {
        dimensions: { width: 640, height: 200, aspectRatio: 3.2 },
        hasAlpha: false,
        isOpaque: true,
      },
    })
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
    expect(asset.metadata.palette?.dominant?.background).toMatch(/^#[c-f][0-9a-f]/)
    const file = join(setup.fixture.stateDir, 'assets', 'images', `${asset.sha1hash}-640x200.jpg`)
    expect(existsSync(file)).toBe(true)
    expect(
      await visitorClient(setup.lake).fetch('*[_id == $id][0].metadata.dimensions.width', {
        id: asset._id,
      }),
    ).toBe(640)
  })

  it('answers the same document for the same bytes, with no second asset', async () => {
    const again = await editorClient(setup.lake).assets.upload('image', picture, {
      filename: 'copy.jpg',
    })
    expect(again._id).toBe(asset._id)
    expect(again._rev).toBe(asset._rev)
    expect(
      await editorClient(setup.lake).fetch(
        'count(*[_type == "sanity.imageAsset" && sha1hash == $h])',
        {
          h: asset.sha1hash,
        },
      ),
    ).toBe(1)
  })

  it('is served by the image CDN with the transforms the site uses', async () => {
    const path = `/images/studiodemo/production/${asset.sha1hash}-640x200.jpg`
    const resized = await fetch(`${setup.lake.url}${path}?w=160&auto=format`, {
      headers: { accept: 'image/webp' },
    })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([160, 50])
    const cropped = await fetch(`${setup.lake.url}${path}?w=100&h=100&fit=crop&fm=png`)
    const square = await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()
    expect([square.format, square.width, square.height]).toEqual(['png', 100, 100])
  })

  it('stores a file and serves it with Range requests', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251))
    const file = await editorClient(setup.lake).assets.upload('file', bytes, {
      filename: 'clip.mp4',
      contentType: 'video/mp4',
    })
    expect(file).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'mp4',
      mimeType: 'video/mp4',
      size: 5000,
    })
    const range = await fetch(
      `${setup.lake.url}/files/studiodemo/production/${file.sha1hash}.mp4`,
      {
        headers: { range: 'bytes=100-199' },
      },
    )
    expect(range.status).toBe(206)
    expect(Buffer.from(await range.arrayBuffer())).toEqual(bytes.subarray(100, 200))
  })

  it('refuses what is not an image (400) and a visitor (401), storing nothing', async () => {
    const notImage = await editorClient(setup.lake)
      .assets.upload('image', Buffer.from('plain text, not a picture'))
      .catch((error: unknown) => error as ClientError)
    expect((notImage as ClientError).statusCode).toBe(400)
    const visitor = await visitorClient(setup.lake)
      .assets.upload('image', picture)
      .catch((error: unknown) => error as ClientError)
    expect((visitor as ClientError).statusCode).toBe(401)
  })
})
