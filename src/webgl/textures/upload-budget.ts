/**
 * How much texture upload a frame or an idle period may take. Pure: the queue measures,
 * this decides. A frame's first upload always goes (else a large texture never would).
 */

/** Upload time per frame, ms: a quarter of a 60 fps frame, the rest stays for the page. */
export const UPLOAD_BUDGET_MS = 4

/** Assumed until measured: 2 MB per ms (about a 1000×500 RGBA texture in 1 ms). */
export const INITIAL_BYTES_PER_MS = 2_000_000

/**
 * The first upload goes when its estimated time fits `firstMs` (what is left of an idle
 * period); later ones while they still fit the budget.
 */
export function fitsBudget(
  elapsedMs: number,
  bytes: number,
  bytesPerMs: number,
  uploadedThisFrame: number,
  budgetMs = UPLOAD_BUDGET_MS,
  firstMs = Number.POSITIVE_INFINITY,
): boolean {
  const estimate = bytes / Math.max(bytesPerMs, 1)
  if (uploadedThisFrame === 0) return estimate <= firstMs
  return elapsedMs + estimate <= budgetMs
}

/**
 * The upload speed after one more measured upload: a moving average, so one slow upload
 * (a GC pause) does not stop the queue, and uploads too quick to time are ignored.
 */
export function nextBytesPerMs(previous: number, bytes: number, tookMs: number): number {
  if (tookMs < 0.05 || bytes <= 0) return previous
  return previous * 0.7 + (bytes / tookMs) * 0.3
}
