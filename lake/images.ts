import { createHash } from 'node:crypto'
import { mkdir, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { addVary, etagMatches, type LakeLogger, sendText } from './http.ts'
import { encodeImage } from './image-encode.ts'
import {
  chooseFormat,
  type Format,
  type ImageAsset,
  ImageParamError,
  type ImageParams,
  originalFormat,
  parseImageParams,
  parseImagePath,
} from './image-params.ts'
import { isPassthrough, type Plan, planImage, planKey } from './image-plan.ts'
import { contentTypeFor } from './mime.ts'
import { sendFile } from './send-file.ts'
import type { Store } from './store.ts'

/**
 * How `auto=format` treats browsers that accept AVIF. 'background' (default)
 * answers WebP while the AVIF encodes, then AVIF once cached, as Sanity's CDN
 * does; 'sync' waits for the AVIF; 'off' never picks AVIF automatically.
 */
export type AvifMode = 'background' | 'sync' | 'off'

export interface ImageStats {
  /** sharp encodes started (cache misses that did work). */
  encodes: number
  /** Answers served from the disk cache. */
  cacheHits: number
}

export interface ImageServiceOptions {
  datasetDir: string
  /** Where uploaded originals are kept (`.lake/assets`); looked in after the dataset's own. */
  uploadsDir?: string
  cacheDir: string
  store: Store
  logger: LakeLogger
  avif: AvifMode
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The interim WebP for an AVIF-capable browser: short-lived so it comes back for the AVIF.
const INTERIM = 'public, max-age=60'

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

export function createImageService(options: ImageServiceOptions) {
  const { datasetDir, cacheDir, store, logger } = options
  const stats: ImageStats = { encodes: 0, cacheHits: 0 }
  const inFlight = new Map<string, Promise<string>>()
  let cacheReady: Promise<unknown> | undefined

  const cachePath = (key: string, plan: Plan) => join(cacheDir, `${sha1(key)}.${plan.format}`)
  const isCached = (path: string) =>
    stat(path).then(
      (s) => s.isFile(),
      () => false,
    )

  /** One encode per variant: concurrent requests for it share the same promise. */
  function encode(source: string, asset: ImageAsset, plan: Plan): Promise<string> {
    const key = planKey(asset, plan)
    const existing = inFlight.get(key)
    if (existing) return existing
    const target = cachePath(key, plan)
    const job = (async () => {
      cacheReady ??= mkdir(cacheDir, { recursive: true })
      await cacheReady
      if (await isCached(target)) return target
      stats.encodes++
      await encodeImage(source, target, plan)
      return target
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, job)
    return job
  }

  /**
   * Applies the AVIF mode to `auto=format`: in 'background', AVIF only once it
   * is cached, meanwhile a short-lived WebP while the AVIF encodes.
   */
  async function pickFormat(
    source: string,
    asset: ImageAsset,
    params: ImageParams,
    wanted: Format,
  ) {
    if (wanted !== 'avif' || !params.autoFormat || options.avif === 'sync') {
      return { format: wanted, cacheControl: IMMUTABLE }
    }
    if (options.avif === 'off') return { format: 'webp' as const, cacheControl: IMMUTABLE }
    const avifPlan = planImage(asset, params, 'avif')
    if (await isCached(cachePath(planKey(asset, avifPlan), avifPlan))) {
      return { format: wanted, cacheControl: IMMUTABLE }
    }
    encode(source, asset, avifPlan).catch((error: unknown) =>
      logger.error(`lake: AVIF encode failed for ${asset.fileName}`, error),
    )
    return { format: 'webp' as const, cacheControl: INTERIM }
  }

  /** The original of an asset: the dataset's own pictures first, then the uploaded ones. */
  async function findSource(fileName: string) {
    const roots = [join(datasetDir, 'assets'), ...(options.uploadsDir ? [options.uploadsDir] : [])]
    for (const root of roots) {
      const source = join(root, 'images', fileName)
      const original = await stat(source).catch(() => undefined)
      if (original?.isFile()) return { source, original }
    }
    return undefined
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const asset = parseImagePath(url.pathname)
    if (!asset || !(await store.hasDataset(asset.dataset))) {
      sendText(res, 404, 'Image not found')
      return
    }
    const found = await findSource(asset.fileName)
    if (!found) {
      sendText(res, 404, 'Image not found')
      return
    }
    const { source, original } = found
    let params: ImageParams
    try {
      params = parseImageParams(url.searchParams)
    } catch (error) {
      if (!(error instanceof ImageParamError)) throw error
      sendText(res, 400, error.message)
      return
    }
    addVary(res, 'Accept')

    const originalFmt = originalFormat(asset.ext)
    if (!originalFmt) {
      // SVG and other formats sharp should not rasterise go out as they are, like Sanity's CDN.
      sendOriginal(req, res, source, asset, original.size)
      return
    }
    const { format, cacheControl } = await pickFormat(
      source,
      asset,
      params,
      chooseFormat(params, originalFmt, req.headers.accept),
    )
    const plan = planImage(asset, params, format)
    if (isPassthrough(plan, originalFmt, params)) {
      sendOriginal(req, res, source, asset, original.size)
      return
    }

    const key = planKey(asset, plan)
    const etag = `"${sha1(key)}"`
    const headers = {
      'content-type': contentTypeFor(plan.format),
      'cache-control': cacheControl,
      etag,
      'x-lake-format': plan.format,
    }
    if (etagMatches(req, etag)) {
      res.writeHead(304, headers).end()
      return
    }
    const cached = cachePath(key, plan)
    // A hit is a stat and a stream: sharp is not touched.
    let info = await stat(cached).catch(() => undefined)
    const hit = info?.isFile() === true
    if (hit) stats.cacheHits++
    else {
      await encode(source, asset, plan)
      info = await stat(cached)
    }
    sendFile(req, res, cached, {
      size: info?.size ?? 0,
      headers: { ...headers, 'x-lake-cache': hit ? 'hit' : 'miss' },
    })
  }

  return { handle, stats }
}

function sendOriginal(
  req: IncomingMessage,
  res: ServerResponse,
  source: string,
  asset: ImageAsset,
  size: number,
): void {
  const etag = `"${asset.hash}"`
  const headers = {
    'content-type': contentTypeFor(asset.ext),
    'cache-control': IMMUTABLE,
    etag,
    'x-lake-cache': 'original',
  }
  if (etagMatches(req, etag)) res.writeHead(304, headers).end()
  else sendFile(req, res, source, { size, headers })
}
