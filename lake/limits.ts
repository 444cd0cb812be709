// Every bound of the lake with its default (lake/README.md, "Limits", says why these values);
// config.ts applies the options and the environment over them.

/** The bounds on GROQ queries. */
export interface QueryLimits {
  /** Worker threads evaluating queries at once. */
  workers: number
  /** Time one query may run in its worker before the worker is terminated. */
  timeMs: number
  /** Bytes of JSON one answer may have. */
  resultBytes: number
  /** Bytes of a POSTed query and its params. */
  requestBytes: number
  /** Heap (old generation) each worker may use: the dataset's documents and one query's values. */
  memoryMb: number
  /** Queries waiting for a worker; one more is answered 503. */
  queued: number
  /** Time a query may wait for a worker before it is answered 503. */
  waitMs: number
  /** Bytes of answers kept to be given again (keys and JSON). */
  cacheBytes: number
}

/** How large an encoded picture may be: the site asks for 2000 px wide at most, never `dpr`. */
export interface ImageLimits {
  /** Output pixels (width × height): 2000 px wide at a 1:2 portrait. */
  maxPixels: number
  /** Output width or height: the largest `w`/`h` Sanity accepts, well below WebP's 16,383. */
  maxSide: number
}

export interface QueueLimits {
  /** Encodes running at once, background ones included. */
  concurrency: number
  /** Visitors' encodes waiting for a slot; one more is refused with QueueFullError. */
  maxQueued: number
  /** Background encodes waiting, in a line of their own. Default: half of maxQueued. */
  maxBackground?: number
}

/** Every bound of the image service. */
export interface ImageServiceLimits {
  size: ImageLimits
  queue: QueueLimits
  /** Bytes the disk cache (`.lake/cache`) may hold. */
  cacheBytes: number
}

/** The bounds on form submissions. */
export interface FormLimits {
  /** Submissions one address may send a minute (`LAKE_FORMS_PER_MINUTE`). */
  perMinute: number
  /** Bytes `.lake/submissions.ndjson` may grow to; past it submissions are refused. */
  logBytes: number
}

const KB = 1024
export const MB = 1024 * KB

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  workers: 2,
  timeMs: 2000,
  // The site's own query over a 2,000-project archive answers 17 MB.
  resultBytes: 32 * MB,
  requestBytes: 256 * KB,
  memoryMb: 256,
  queued: 32,
  waitMs: 5000,
  cacheBytes: 64 * MB,
}

export const IMAGE_LIMITS: ImageLimits = { maxPixels: 2000 * 4000, maxSide: 8192 }

export const DEFAULT_SERVICE_LIMITS: ImageServiceLimits = {
  size: IMAGE_LIMITS,
  // Two encodes at once: sharp spreads each over the cores already. 32 visitors' encodes
  // waiting: five cold visitors' worth (a browser asks 6 at a time per host); background
  // AVIF encodes wait in a line of 16 of their own.
  queue: { concurrency: 2, maxQueued: 32 },
  cacheBytes: 512 * MB,
}

export const DEFAULT_FORM_LIMITS: FormLimits = { perMinute: 10, logBytes: 10 * MB }

/** What a contact form may send: far above a real one. */
export const SUBMISSION_LIMITS = {
  bodyBytes: 64 * KB,
  fields: 50,
  valueChars: 5000,
  nameChars: 100,
  contextChars: 2000,
  /** Addresses the per-minute count follows at once. */
  addresses: 10_000,
}

/** CSP reports: one is under 2 KB, and a page breaking its policy in a loop must not flood the log. */
export const CSP_REPORT_LIMITS = { bodyBytes: 32 * KB, perMinute: 30, fieldChars: 200 }

/** Request bodies the Studio's API takes. */
export const WRITE_LIMITS = {
  // Studio documents with their Portable Text stay far below this; a runaway script does not.
  bodyBytes: 16 * MB,
  // A video for a work page fits; a runaway upload does not fill memory.
  uploadBytes: 256 * MB,
  keyValueBytes: 1 * MB,
}

/** Open listener streams, each with a place in its pool's queue. */
export const LISTENERS = 256
