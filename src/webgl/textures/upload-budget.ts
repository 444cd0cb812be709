/**
 * How much texture upload a frame or an idle period may take. Pure: the queue measures,
 * this decides. A frame's first upload always goes (else a large texture never would).
 */

/** Upload time per frame, ms: a quarter of a 60 fps frame, the rest stays for the page. */
export const UPLOAD_BUDGET_MS = 4

/** Assumed until measured: 2 MB per ms (about a 1000×500 RGBA texture in 1 ms). */
export const INITIAL_BYTES_PER_MS = 2_000_000

/** One upload weighed against its frame's (or idle period's) budget; reused, never allocated per upload. */
export interface UploadCase {
  /** Time the frame or period has spent uploading so far, ms. */
  elapsedMs: number
  /** The texture's size. */
  bytes: number
  /** The measured upload speed. */
  bytesPerMs: number
  /** Uploads already done in this frame or period. */
  uploaded: number
  /** What the frame or period may spend, ms. */
  budgetMs: number
  /** What the first upload's estimate must fit: what is left of an idle period, ms. */
  firstMs: number
}

/** A frame's case before its first upload: reset and reused by the queue. */
export function createUploadCase(): UploadCase {
  return {
    elapsedMs: 0,
    bytes: 0,
    bytesPerMs: INITIAL_BYTES_PER_MS,
    uploaded: 0,
    budgetMs: UPLOAD_BUDGET_MS,
    firstMs: Number.POSITIVE_INFINITY,
  }
}

/**
 * The first upload goes when its estimated time fits `firstMs`; later ones while they still
 * fit the budget.
 */
export function fitsBudget(upload: Readonly<UploadCase>): boolean {
  const estimate = upload.bytes / Math.max(upload.bytesPerMs, 1)
  if (upload.uploaded === 0) return estimate <= upload.firstMs
  return upload.elapsedMs + estimate <= upload.budgetMs
}

/**
 * The upload speed after one more measured upload: a moving average, so one slow upload
 * (a GC pause) does not stop the queue, and uploads too quick to time are ignored.
 */
export function nextBytesPerMs(previous: number, bytes: number, tookMs: number): number {
  if (tookMs < 0.05 || bytes <= 0) return previous
  return previous * 0.7 + (bytes / tookMs) * 0.3
}
