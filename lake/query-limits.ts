/** The bounds on GROQ queries (lake/README.md, "Limits", says why these values). */
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

const MB = 1024 * 1024

const DEFAULT_QUERY_LIMITS: QueryLimits = {
  workers: 2,
  timeMs: 2000,
  // The site's own query over a 2,000-project archive answers 17 MB.
  resultBytes: 32 * MB,
  requestBytes: 256 * 1024,
  memoryMb: 256,
  queued: 32,
  waitMs: 5000,
  cacheBytes: 64 * MB,
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
