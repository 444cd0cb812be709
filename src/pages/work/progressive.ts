/**
 * The work list renders (and prerenders) its first cards only; the rest follow in batches once
 * the first view is out, so a large archive's first visit costs what the demo's does. Pure:
 * useProgressiveCount schedules it.
 */

/** Cards in the prerendered page and at hydration: several viewports of the track. */
export const FIRST_CARDS = 24

/**
 * Cards added per idle period: small enough that one batch is no long task
 * (docs/performance.md, 'Work archive').
 */
export const CARDS_PER_BATCH = 24

/**
 * Cards per group the browser may skip (WorkChunk): two batches, so every second batch goes
 * into the group already on the page. Fewer, larger groups mean fewer per-frame view checks,
 * up to where the pointer's hit test slows (docs/performance.md, 'Work archive').
 */
export const CARDS_PER_GROUP = 2 * CARDS_PER_BATCH

/** How many cards the first render shows of `total`. */
export function firstCount(total: number): number {
  return Math.min(total, FIRST_CARDS)
}

/** How many cards the next batch shows, from `shown` now, of `total`. */
export function nextCount(shown: number, total: number, batch = CARDS_PER_BATCH): number {
  return Math.min(total, Math.max(shown, 0) + Math.max(batch, 1))
}
