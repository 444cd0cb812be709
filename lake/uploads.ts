import { createHash } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import sharp from 'sharp'
import { dominantColour, lqip } from '../dataset/lib/pixels.ts'
import { datasetNotFound } from './data-routes.ts'
import { type EditorPolicy, LOCAL_EDITOR, requireEditor } from './editor.ts'
import { HttpError, readBody, sanityError, sendJson } from './http.ts'
import { contentTypeFor } from './mime.ts'
import { applyMutation } from './mutations.ts'
import type { Doc } from './perspective.ts'
import type { Store } from './store.ts'
import { randomId } from './transaction.ts'

export const UPLOAD_PATH = /^\/assets\/(images|files)\/([^/]+)\/?$/

// A video for a work page fits; a runaway upload does not fill memory.
const MAX_UPLOAD = 256 * 1024 * 1024
const CDN = 'https://cdn.sanity.io'

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

/** Writes a file so that it is whole on disk before anything refers to it. */
function writeDurably(path: string, bytes: Buffer): void {
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
async function imageMetadata(bytes: Buffer, width: number, height: number, hasAlpha: boolean) {
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

async function describeImage(bytes: Buffer) {
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
    metadata: async () => imageMetadata(bytes, width, height, info.hasAlpha === true),
  }
}

function describeFile(bytes: Buffer, filename: string | null, contentType: string | undefined) {
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

export interface UploadContext {
  store: Store
  policy: EditorPolicy
  /** `.lake/assets`: `images/` and `files/` of uploaded originals. */
  uploadsDir: string
}

/**
 * `POST /assets/images|files/{dataset}`, the body being the file. The asset id is the
 * content's SHA-1, so a repeat upload answers the first document; the original is fsynced
 * before its document commits.
 */
export async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
  context: UploadContext,
): Promise<void> {
  requireEditor(req, context.policy)
  const kind = match[1] === 'images' ? 'image' : 'file'
  const dataset = match[2] ?? ''
  const state = await context.store.state(dataset)
  if (!state) throw datasetNotFound(dataset)
  const bytes = await readBody(
    req,
    MAX_UPLOAD,
    sanityError(413, 'httpPayloadTooLarge', 'The file is too large'),
  )
  if (bytes.length === 0) throw sanityError(400, 'httpBadRequest', 'The upload is empty')
  const filename = url.searchParams.get('filename')
  const asset =
    kind === 'image'
      ? await describeImage(bytes)
      : describeFile(bytes, filename, req.headers['content-type'])
  const known = state.docs.get(asset.id)
  if (known) {
    sendJson(res, 200, { document: known })
    return
  }
  const projectId = String(req.headers['x-sanity-project-id'] ?? 'studiodemo')
  const folder = kind === 'image' ? 'images' : 'files'
  mkdirSync(join(context.uploadsDir, folder), { recursive: true })
  writeDurably(join(context.uploadsDir, folder, asset.file), bytes)
  const optional = (name: string) => url.searchParams.get(name) ?? undefined
  const sourceId = optional('sourceId')
  const doc: Doc = {
    _id: asset.id,
    _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: asset.id.split('-')[1],
    extension: asset.ext,
    metadata: await asset.metadata(),
    mimeType: asset.mimeType,
    originalFilename: filename ?? asset.file,
    path: `${folder}/${projectId}/${dataset}/${asset.file}`,
    sha1hash: asset.id.split('-')[1],
    size: bytes.length,
    uploadId: randomId(),
    url: `${CDN}/${folder}/${projectId}/${dataset}/${asset.file}`,
    label: optional('label'),
    title: optional('title'),
    description: optional('description'),
    creditLine: optional('creditLine'),
    ...(sourceId
      ? { source: { id: sourceId, name: optional('sourceName'), url: optional('sourceUrl') } }
      : {}),
  }
  const clean = JSON.parse(JSON.stringify(doc)) as Doc
  const done = await context.store.transact(
    dataset,
    (tx) => {
      applyMutation(tx, { createIfNotExists: clean }, 0)
      return tx.get(asset.id)
    },
    { author: LOCAL_EDITOR.id },
  )
  sendJson(res, 200, { document: done?.result ?? clean })
}
