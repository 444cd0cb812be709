import { createHash } from 'node:crypto'
import { mkdir, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type AvifMode, imageLimitsFromEnv } from '../../config.ts'
import type { ImageServiceLimits } from '../../limits.ts'
import type { LakeLogger } from '../../logger.ts'
import { createEncodeQueue, type EncodeQueue, QueueFullError } from './encode-queue.ts'
import { createDiskCache, type DiskCache } from './image-cache.ts'
import { encodeImage } from './image-encode.ts'
import { boundedPlan } from './image-limits.ts'
import type { Format, ImageAsset, ImageParams } from './image-params.ts'
import { type Plan, planKey } from './image-plan.ts'

export interface ImageStats {
  /** sharp encodes started (cache misses that did work). */
  encodes: number
  /** Answers served from the disk cache. */
  cacheHits: number
  /** Requests answered 503 because the encode queue was full. */
  refused: number
}

export interface ImageServiceOptions {
  /** Where originals are looked up, in order: the dataset's assets, then the uploads. */
  assetRoots: string[]
  cacheDir: string
  logger: LakeLogger
  avif: AvifMode
  /** Size, encode and disk bounds. Default: DEFAULT_SERVICE_LIMITS with the LAKE_* overrides. */
  limits?: ImageServiceLimits
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
// The interim WebP for an AVIF-capable browser: short-lived so it comes back for the AVIF.
const INTERIM = 'public, max-age=60'

export const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  )

/**
 * The encoded variants of the pictures: planned within the limits, encoded once each
 * through the queue, kept in the disk cache.
 */
export class ImageService {
  readonly stats: ImageStats = { encodes: 0, cacheHits: 0, refused: 0 }
  readonly queue: EncodeQueue
  readonly cache: DiskCache
  private readonly limits: ImageServiceLimits
  private readonly inFlight = new Map<string, Promise<string>>()

  constructor(private readonly options: ImageServiceOptions) {
    this.limits = options.limits ?? imageLimitsFromEnv()
    this.queue = createEncodeQueue(this.limits.queue)
    this.cache = createDiskCache({
      dir: options.cacheDir,
      maxBytes: this.limits.cacheBytes,
      logger: options.logger,
    })
  }

  plan(asset: ImageAsset, params: ImageParams, format: Format): Plan {
    return boundedPlan(asset, params, format, this.limits.size)
  }

  cachePath(asset: ImageAsset, plan: Plan): string {
    return join(this.options.cacheDir, `${sha1(planKey(asset, plan))}.${plan.format}`)
  }

  /** The original of an asset: the dataset's own pictures first, then the uploaded ones. */
  async findSource(fileName: string) {
    for (const root of this.options.assetRoots) {
      const source = join(root, 'images', fileName)
      const original = await stat(source).catch(() => undefined)
      if (original?.isFile()) return { source, original }
    }
    return undefined
  }

  /**
   * One encode per variant: concurrent requests for it share the same promise. Encodes
   * take turns in the queue; a full queue rejects with QueueFullError.
   */
  encode(source: string, asset: ImageAsset, variant: Plan, background = false): Promise<string> {
    const key = planKey(asset, variant)
    const existing = this.inFlight.get(key)
    if (existing) return existing
    const target = this.cachePath(asset, variant)
    const job = (async () => {
      await this.cache.ready()
      if (await isFile(target)) return target
      return this.queue.run(() => this.encodeInto(source, target, variant), { background })
    })().finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, job)
    return job
  }

  /**
   * Applies the AVIF mode to `auto=format`: in 'background', AVIF only once it is cached,
   * meanwhile a short-lived WebP while the AVIF encodes.
   */
  async pickFormat(
    original: { source: string; asset: ImageAsset },
    params: ImageParams,
    wanted: Format,
  ): Promise<{ format: Format; cacheControl: string }> {
    const { avif } = this.options
    if (wanted !== 'avif' || !params.autoFormat || avif === 'sync') {
      return { format: wanted, cacheControl: IMMUTABLE }
    }
    if (avif === 'off') return { format: 'webp', cacheControl: IMMUTABLE }
    const { source, asset } = original
    const avifPlan = this.plan(asset, params, 'avif')
    if (await isFile(this.cachePath(asset, avifPlan))) {
      return { format: wanted, cacheControl: IMMUTABLE }
    }
    // A busy queue refuses background work; a later request asks again.
    this.encode(source, asset, avifPlan, true).catch((error: unknown) => {
      if (!(error instanceof QueueFullError)) {
        this.options.logger.error(`lake: AVIF encode failed for ${asset.fileName}`, error)
      }
    })
    return { format: 'webp', cacheControl: INTERIM }
  }

  private async encodeInto(source: string, target: string, variant: Plan): Promise<string> {
    this.stats.encodes++
    await mkdir(this.options.cacheDir, { recursive: true })
    await encodeImage(source, target, variant)
    await this.cache.added(basename(target), (await stat(target)).size)
    return target
  }
}
