import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { type ArtSpec, drawArt } from '../art/render.ts'
import { dominantColour, lqip } from './pixels.ts'

const PROJECT_ID = 'studiodemo'
const DATASET = 'production'
const CDN = 'https://cdn.sanity.io'

export interface ImageRef {
  _type: 'image'
  asset: { _type: 'reference'; _ref: string }
  alt: string
}

export interface FileRef {
  _type: 'file'
  asset: { _type: 'reference'; _ref: string }
}

/** An asset document before `stamp()` adds timestamps and a revision. */
export type AssetDoc = { _id: string; _type: 'sanity.imageAsset' | 'sanity.fileAsset' } & Record<
  string,
  unknown
>

export interface ImageRequest {
  /** Unique, readable; seeds the drawing and becomes the original filename. */
  name: string
  size: readonly [number, number]
  spec: ArtSpec
  /** What the image is for, e.g. "Trail Notes key art"; the drawing's description follows. */
  subject: string
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/** Draws, encodes and files every image once; repeated names return the first result. */
export class AssetStore {
  readonly docs: AssetDoc[] = []
  private readonly byName = new Map<string, ImageRef>()

  constructor(private readonly root: string) {
    mkdirSync(join(root, 'images'), { recursive: true })
    mkdirSync(join(root, 'files'), { recursive: true })
  }

  async image(request: ImageRequest): Promise<ImageRef> {
    const known = this.byName.get(request.name)
    if (known) return known
    const [w, h] = request.size
    const art = drawArt(request.name, request.spec, w, h)
    const raster = sharp(Buffer.from(art.svg))
    // mozjpeg at ~78 keeps flat fields clean; palette PNG keeps logos tiny with real transparency.
    const bytes =
      art.format === 'jpg'
        ? await raster.jpeg({ quality: 78, mozjpeg: true }).toBuffer()
        : await raster.png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer()
    const hash = sha1(bytes)
    const stem = `${hash}-${w}x${h}`
    writeFileSync(join(this.root, 'images', `${stem}.${art.format}`), bytes)
    const stats = await sharp(bytes).stats()
    const colour = await dominantColour(bytes)
    const id = `image-${stem}-${art.format}`
    this.docs.push({
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: hash,
      extension: art.format,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: w, height: h, aspectRatio: w / h },
        hasAlpha: art.format === 'png',
        isOpaque: stats.isOpaque,
        lqip: await lqip(bytes),
        palette: {
          _type: 'sanity.imagePalette',
          dominant: {
            _type: 'sanity.imagePaletteSwatch',
            background: colour.hex,
            foreground: colour.light ? '#000' : '#fff',
            title: colour.light ? '#000' : '#fff',
            population: colour.population,
          },
        },
      },
      mimeType: art.format === 'jpg' ? 'image/jpeg' : 'image/png',
      originalFilename: `${request.name}.${art.format}`,
      path: `images/${PROJECT_ID}/${DATASET}/${stem}.${art.format}`,
      sha1hash: hash,
      size: bytes.length,
      url: `${CDN}/images/${PROJECT_ID}/${DATASET}/${stem}.${art.format}`,
    })
    const alt = `${request.subject}: ${art.description}.`
    const ref: ImageRef = { _type: 'image', asset: { _type: 'reference', _ref: id }, alt }
    this.byName.set(request.name, ref)
    return ref
  }

  /** Files an mp4 and returns its reference; `title` shows in the Studio's media browser. */
  video(bytes: Buffer, originalFilename: string, title: string): FileRef {
    const hash = sha1(bytes)
    writeFileSync(join(this.root, 'files', `${hash}.mp4`), bytes)
    const id = `file-${hash}-mp4`
    this.docs.push({
      _id: id,
      _type: 'sanity.fileAsset',
      assetId: hash,
      extension: 'mp4',
      mimeType: 'video/mp4',
      originalFilename,
      path: `files/${PROJECT_ID}/${DATASET}/${hash}.mp4`,
      sha1hash: hash,
      size: bytes.length,
      title,
      url: `${CDN}/files/${PROJECT_ID}/${DATASET}/${hash}.mp4`,
    })
    return { _type: 'file', asset: { _type: 'reference', _ref: id } }
  }
}

/** The image path the lake serves, root-relative, for the social feed's thumbnails. */
export function lakeImagePath(ref: ImageRef): string {
  const match = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(ref.asset._ref)
  if (!match) throw new Error(`not an image ref: ${ref.asset._ref}`)
  return `/images/${PROJECT_ID}/${DATASET}/${match[1]}-${match[2]}.${match[3]}`
}
