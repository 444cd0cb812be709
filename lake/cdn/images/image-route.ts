import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Handler, RequestContext } from '../../http/context.ts'
import { etagMatches } from '../../http/etag.ts'
import { contentTypeFor } from '../../http/mime.ts'
import { addVary, NO_STORE, sendText } from '../../http/respond.ts'
import { sendFile } from '../../http/send-file.ts'
import { QueueFullError } from './encode-queue.ts'
import {
  chooseFormat,
  type ImageAsset,
  ImageParamError,
  type ImageParams,
  originalFormat,
  parseImageParams,
  parseImagePath,
} from './image-params.ts'
import { isPassthrough, type Plan, planKey } from './image-plan.ts'
import { IMMUTABLE, type ImageService, sha1 } from './image-service.ts'

/** A picture asked for: the asset, its original on disk, and the URL's parameters. */
interface Asked {
  asset: ImageAsset
  source: string
  size: number
  params: ImageParams
}

/** The original's bytes as they are (SVG, or nothing to change), like Sanity's CDN. */
function sendOriginal(ctx: RequestContext, asked: Asked): void {
  const etag = `"${asked.asset.hash}"`
  const headers = {
    'content-type': contentTypeFor(asked.asset.ext),
    'cache-control': IMMUTABLE,
    etag,
    'x-lake-cache': 'original',
  }
  if (etagMatches(ctx.req, etag)) ctx.res.writeHead(304, headers).end()
  else sendFile(ctx.req, ctx.res, asked.source, { size: asked.size, headers })
}

/** The asset, its original and the parameters; undefined once a 404 or 400 has been answered. */
async function readRequest(ctx: RequestContext, images: ImageService): Promise<Asked | undefined> {
  const asset = parseImagePath(ctx.url.pathname)
  const found =
    asset && (await ctx.store.hasDataset(asset.dataset))
      ? await images.findSource(asset.fileName)
      : undefined
  if (!asset || !found) {
    sendText(ctx.res, 404, 'Image not found')
    return undefined
  }
  try {
    const params = parseImageParams(ctx.url.searchParams)
    return { asset, source: found.source, size: found.original.size, params }
  } catch (error) {
    if (!(error instanceof ImageParamError)) throw error
    sendText(ctx.res, 400, error.message)
    return undefined
  }
}

/** An encoded variant, from the disk cache or encoded now; a full queue answers 503. */
async function sendVariant(
  ctx: RequestContext,
  images: ImageService,
  { asked, variant, cacheControl }: { asked: Asked; variant: Plan; cacheControl: string },
): Promise<void> {
  const etag = `"${sha1(planKey(asked.asset, variant))}"`
  const headers = {
    'content-type': contentTypeFor(variant.format),
    'cache-control': cacheControl,
    etag,
    'x-lake-format': variant.format,
  }
  if (etagMatches(ctx.req, etag)) {
    ctx.res.writeHead(304, headers).end()
    return
  }
  const cached = images.cachePath(asked.asset, variant)
  // A hit is a stat and a stream: sharp is not touched.
  let info = await stat(cached).catch(() => undefined)
  const hit = info?.isFile() === true
  if (hit) {
    images.stats.cacheHits++
    images.cache.used(basename(cached), info?.size ?? 0).catch(() => {})
  } else {
    try {
      await images.encode(asked.source, asked.asset, variant)
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error
      images.stats.refused++
      const retry = { 'retry-after': String(error.retryAfter), ...NO_STORE }
      sendText(ctx.res, 503, error.message, { headers: retry })
      return
    }
    info = await stat(cached)
  }
  const answered = { ...headers, 'x-lake-cache': hit ? 'hit' : 'miss' }
  sendFile(ctx.req, ctx.res, cached, { size: info?.size ?? 0, headers: answered })
}

/**
 * `GET /images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}`: Sanity's image API over the
 * dataset's pictures and the uploads, within the service's bounds.
 */
export function createImageRoute(images: ImageService): Handler {
  return async (ctx) => {
    const asked = await readRequest(ctx, images)
    if (!asked) return
    addVary(ctx.res, 'Accept')
    const original = originalFormat(asked.asset.ext)
    if (!original) {
      sendOriginal(ctx, asked)
      return
    }
    const wanted = chooseFormat(asked.params, original, ctx.req.headers.accept)
    const { format, cacheControl } = await images.pickFormat(asked, asked.params, wanted)
    const variant = images.plan(asked.asset, asked.params, format)
    if (isPassthrough(variant, original, asked.params)) sendOriginal(ctx, asked)
    else await sendVariant(ctx, images, { asked, variant, cacheControl })
  }
}
