import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_FORM_LIMITS,
  DEFAULT_QUERY_LIMITS,
  DEFAULT_SERVICE_LIMITS,
  type FormLimits,
  type ImageServiceLimits,
  MB,
  type QueryLimits,
} from './limits.ts'
import { consoleLogger, type LakeLogger } from './logger.ts'

// Every option and environment variable of the lake, read once by `lakeConfig`; the bounds
// and their defaults are in limits.ts.

/**
 * How `auto=format` treats browsers that accept AVIF. 'background' (default) answers WebP
 * while the AVIF encodes, then AVIF once cached, as Sanity's CDN does; 'sync' waits for the
 * AVIF; 'off' never picks AVIF automatically.
 */
export type AvifMode = 'background' | 'sync' | 'off'

/** Where `npm run studio` serves the Studio (`sanity dev`'s default port). */
export const DEFAULT_STUDIO_ORIGINS = ['http://localhost:3333', 'http://127.0.0.1:3333']

export interface LakeOptions {
  /** NDJSON exports, assets/ and social-feed.json. Default: `<repo>/dataset`. */
  datasetDir?: string
  /**
   * Writable state: `edits/` (the journal of edits over the dataset), `assets/` (uploads),
   * `cache/` for resized images, `submissions.ndjson`. Default: `<repo>/.lake`.
   */
  stateDir?: string
  /**
   * Origins of the Studio allowed to edit (with CORS credentials). Default: the Studio's
   * `http://localhost:3333` and `http://127.0.0.1:3333`, plus `LAKE_STUDIO_ORIGINS`.
   */
  studioOrigins?: string[]
  /** One line per request and any errors. Default: console. */
  logger?: LakeLogger
  /** AVIF for `auto=format` (see AvifMode). Default: 'background'. */
  avif?: AvifMode
  /** The dataset whose `jobOpening` documents `/lake/jobs.json` lists. Default: 'production'. */
  jobsDataset?: string
  /** Bounds on GROQ queries over DEFAULT_QUERY_LIMITS. */
  queryLimits?: Partial<QueryLimits>
  /** Bounds on the image service over DEFAULT_SERVICE_LIMITS and the `LAKE_*` variables. */
  imageLimits?: Partial<ImageServiceLimits>
  /** Bounds on form submissions over DEFAULT_FORM_LIMITS and `LAKE_FORMS_PER_MINUTE`. */
  formLimits?: Partial<FormLimits>
}

type Env = Record<string, string | undefined>

/** A whole number of at least 1 from the environment, or the fallback when unset. */
function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`)
  }
  return value
}

/** The defaults with the given bounds over them; a bound that is not a positive number throws. */
export function queryLimits(given: Partial<QueryLimits> = {}): QueryLimits {
  const limits = { ...DEFAULT_QUERY_LIMITS, ...given }
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error(`query limit ${name} must be a positive number (got ${value})`)
    }
  }
  return limits
}

/** The defaults, with `LAKE_ENCODES`, `LAKE_ENCODE_QUEUE` and `LAKE_IMAGE_CACHE_MB` applied. */
export function imageLimitsFromEnv(env: Env = process.env): ImageServiceLimits {
  const d = DEFAULT_SERVICE_LIMITS
  return {
    size: d.size,
    queue: {
      concurrency: positiveInt(env, 'LAKE_ENCODES', d.queue.concurrency),
      maxQueued: positiveInt(env, 'LAKE_ENCODE_QUEUE', d.queue.maxQueued),
    },
    cacheBytes: positiveInt(env, 'LAKE_IMAGE_CACHE_MB', d.cacheBytes / MB) * MB,
  }
}

/** The defaults, with `LAKE_FORMS_PER_MINUTE` applied. */
export function formLimitsFromEnv(env: Env = process.env): FormLimits {
  return {
    ...DEFAULT_FORM_LIMITS,
    perMinute: positiveInt(env, 'LAKE_FORMS_PER_MINUTE', DEFAULT_FORM_LIMITS.perMinute),
  }
}

/** Extra Studio origins from `LAKE_STUDIO_ORIGINS` (comma-separated), for a Studio on another port. */
export function studioOriginsFromEnv(env: Env = process.env): string[] {
  return (env.LAKE_STUDIO_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => /^https?:\/\/[^/]+$/.test(origin))
}

/** The options as the lake runs with them: defaults filled in, the environment read. */
export interface LakeConfig {
  datasetDir: string
  stateDir: string
  /** `stateDir/assets`: `images/` and `files/` of uploaded originals. */
  uploadsDir: string
  /** Where the dataset's own assets are looked up, then the uploads. */
  assetRoots: string[]
  /** `stateDir/cache`: encoded pictures. */
  cacheDir: string
  logger: LakeLogger
  avif: AvifMode
  jobsDataset: string
  studioOrigins: ReadonlySet<string>
  query: QueryLimits
  images: ImageServiceLimits
  forms: FormLimits
}

// String paths, not `new URL(…, import.meta.url)`: a jsdom test environment swaps in its own URL class.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..')

export function lakeConfig(options: LakeOptions = {}, env: Env = process.env): LakeConfig {
  const datasetDir = options.datasetDir ?? join(REPO, 'dataset')
  const stateDir = options.stateDir ?? join(REPO, '.lake')
  const uploadsDir = join(stateDir, 'assets')
  return {
    datasetDir,
    stateDir,
    uploadsDir,
    assetRoots: [join(datasetDir, 'assets'), uploadsDir],
    cacheDir: join(stateDir, 'cache'),
    logger: options.logger ?? consoleLogger,
    avif: options.avif ?? 'background',
    jobsDataset: options.jobsDataset ?? 'production',
    studioOrigins: new Set([
      ...(options.studioOrigins ?? DEFAULT_STUDIO_ORIGINS),
      ...studioOriginsFromEnv(env),
    ]),
    query: queryLimits(options.queryLimits),
    images: { ...imageLimitsFromEnv(env), ...options.imageLimits },
    forms: { ...formLimitsFromEnv(env), ...options.formLimits },
  }
}
