import { createHash } from 'node:crypto'
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { extname } from 'node:path'
import sharp from 'sharp'
import { dominantColour, lqip } from '../../dataset/lib/pixels.ts'
import { HttpError } from '../http/errors.ts'
import { contentTypeFor } from '../http/mime.ts'

/** sharp's format names as Sanity's file extensions. */
const IMAGE_EXT: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  tiff: 'tif',
  svg: 'svg',
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/** An uploaded file as Sanity names it: the id and file name come from its content's SHA-1. */
export interface UploadedAsset {
  id: string
  file: string
  ext: string
  mimeType: string
  metadata(): Promise<unknown>
}

/** Writes a file so that it is whole on disk before anything refers to it. */
export function writeDurably(path: string, bytes: Buffer): void {
  const temp = `${path}.${process.pid}.tmp`
  const fd = openSync(temp, 'w')
  try {
    let written = 0
    while (written < bytes.length) written += writeSync(fd, bytes, written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, path)
}

/** The metadata the site and the Studio read: dimensions, LQIP, palette, alpha. */
async function imageMetadata(
  bytes: Buffer,
  info: { width: number; height: number; hasAlpha: boolean },
) {
  const { width, height, hasAlpha } = info
  const [placeholder, colour, stats] = await Promise.all([
    lqip(bytes),
    dominantColour(bytes),
    sharp(bytes).stats(),
  ])
  const ink = colour.light ? '#000' : '#fff'
  return {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    hasAlpha,
    isOpaque: stats.isOpaque,
    lqip: placeholder,
    palette: {
      _type: 'sanity.imagePalette',
      dominant: {
        _type: 'sanity.imagePaletteSwatch',
        background: colour.hex,
        foreground: ink,
        title: ink,
        population: colour.population,
      },
    },
  }
}

export async function describeImage(bytes: Buffer): Promise<UploadedAsset> {
  const info = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  const ext = info?.format ? IMAGE_EXT[info.format] : undefined
  if (!info?.width || !info.height || !ext) {
    throw new HttpError(400, {
      error: { type: 'invalidImage', description: 'Not an image the content lake can read' },
    })
  }
  const { width, height } = info
  const stem = `${sha1(bytes)}-${width}x${height}`
  return {
    id: `image-${stem}-${ext}`,
    file: `${stem}.${ext}`,
    ext,
    mimeType: contentTypeFor(ext),
    metadata: async () => imageMetadata(bytes, { width, height, hasAlpha: info.hasAlpha === true }),
  }
}

export function describeFile(
  bytes: Buffer,
  { filename, contentType }: { filename: string | null; contentType: string | undefined },
): UploadedAsset {
  const fromName = filename ? extname(filename).slice(1).toLowerCase() : ''
  const ext = /^[a-z0-9]{1,10}$/.test(fromName) ? fromName : 'bin'
  const hash = sha1(bytes)
  return {
    id: `file-${hash}-${ext}`,
    file: `${hash}.${ext}`,
    ext,
    mimeType:
      contentType && /^[\w.+-]+\/[\w.+-]+$/.test(contentType) ? contentType : contentTypeFor(ext),
    metadata: async () => undefined,
  }
}
