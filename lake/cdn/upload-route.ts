import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { readBody } from '../http/body.ts'
import type { RequestContext } from '../http/context.ts'
import { LOCAL_EDITOR, requireEditor } from '../http/editor.ts'
import { datasetNotFound, sanityError } from '../http/errors.ts'
import { sendJson } from '../http/respond.ts'
import { WRITE_LIMITS } from '../limits.ts'
import { applyMutation } from '../store/mutations.ts'
import type { Doc } from '../store/perspective.ts'
import { randomId } from '../store/transaction.ts'
import { describeFile, describeImage, type UploadedAsset, writeDurably } from './upload-assets.ts'

const CDN = 'https://cdn.sanity.io'

/** The asset document Content Lake makes for an upload, with what the request told of it. */
async function assetDocument(
  ctx: RequestContext,
  asset: UploadedAsset,
  size: number,
): Promise<Doc> {
  const { url, req } = ctx
  const kind = ctx.params.kind === 'images' ? 'image' : 'file'
  const projectId = String(req.headers['x-sanity-project-id'] ?? 'studiodemo')
  const folder = `${kind}s`
  const where = `${folder}/${projectId}/${ctx.params.dataset}/${asset.file}`
  const optional = (name: string) => url.searchParams.get(name) ?? undefined
  const sourceId = optional('sourceId')
  return {
    _id: asset.id,
    _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: asset.id.split('-')[1],
    extension: asset.ext,
    metadata: await asset.metadata(),
    mimeType: asset.mimeType,
    originalFilename: url.searchParams.get('filename') ?? asset.file,
    path: where,
    sha1hash: asset.id.split('-')[1],
    size,
    uploadId: randomId(),
    url: `${CDN}/${where}`,
    label: optional('label'),
    title: optional('title'),
    description: optional('description'),
    creditLine: optional('creditLine'),
    ...(sourceId
      ? { source: { id: sourceId, name: optional('sourceName'), url: optional('sourceUrl') } }
      : {}),
  }
}

/**
 * `POST /assets/images|files/{dataset}`, the body being the file. The asset id is the
 * content's SHA-1, so a repeat upload answers the first document; the original is fsynced
 * before its document commits.
 */
export async function handleUpload(ctx: RequestContext): Promise<void> {
  const { req, res } = ctx
  requireEditor(req, ctx.policy)
  const dataset = ctx.params.dataset ?? ''
  const state = await ctx.store.state(dataset)
  if (!state) throw datasetNotFound(dataset)
  const tooLarge = sanityError(413, 'httpPayloadTooLarge', 'The file is too large')
  const bytes = await readBody(req, WRITE_LIMITS.uploadBytes, tooLarge)
  if (bytes.length === 0) throw sanityError(400, 'httpBadRequest', 'The upload is empty')
  const filename = ctx.url.searchParams.get('filename')
  const asset =
    ctx.params.kind === 'images'
      ? await describeImage(bytes)
      : describeFile(bytes, { filename, contentType: req.headers['content-type'] })
  const known = state.docs.get(asset.id)
  if (known) {
    sendJson(res, 200, { document: known })
    return
  }
  const folder = join(ctx.config.uploadsDir, ctx.params.kind ?? 'files')
  mkdirSync(folder, { recursive: true })
  writeDurably(join(folder, asset.file), bytes)
  const doc = await assetDocument(ctx, asset, bytes.length)
  const clean = JSON.parse(JSON.stringify(doc)) as Doc
  const done = await ctx.store.transact(
    dataset,
    (tx) => {
      applyMutation(tx, { createIfNotExists: clean }, 0)
      return tx.get(asset.id)
    },
    { author: LOCAL_EDITOR.id },
  )
  sendJson(res, 200, { document: done?.result ?? clean })
}
