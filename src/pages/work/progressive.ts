/**
 * The work list renders (and the build prerenders) its first cards only; the rest follow
 * in batches once the first view is out. A large archive then costs its first visit what
 * the demo's does: the HTML, its parse, the hydration and the track's first measurement
 * hold a screenful of cards, not thousands. Pure: useProgressiveCount schedules it.
 */

/** Cards in the prerendered page and at hydration: several viewports of the track. */
export const FIRST_CARDS = 24

/** Cards added per idle period: small enough that one batch is no long task. */
export const CARDS_PER_BATCH = 48

/** How many cards the first render shows of `total`. */
export function firstCount(total: number): number {
  return Math.min(total, FIRST_CARDS)
}

/** How many cards the next batch shows, from `shown` now, of `total`. */
export function nextCount(shown: number, total: number, batch = CARDS_PER_BATCH): number {
  return Math.min(total, Math.max(shown, 0) + Math.max(batch, 1))
}
