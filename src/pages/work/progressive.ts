/**
 * The work list renders (and the build prerenders) its first cards only; the rest follow
 * in batches once the first view is out. A large archive then costs its first visit what
 * the demo's does: the HTML, its parse, the hydration and the track's first measurement
 * hold a screenful of cards, not thousands. Pure: useProgressiveCount schedules it.
 */

/** Cards in the prerendered page and at hydration: several viewports of the track. */
export const FIRST_CARDS = 24

/**
 * Cards added per idle period: small enough that one batch is no long task. Traced, a
 * batch of 48 was a React task of 4–10 ms of CPU and a rendering task (style, layout,
 * pre-paint) of 11–17 ms, which a busy software GPU stretched to up to 40 ms of wall
 * time. In 13 first visits of a 500-project /work each, batches of 48 made a long task
 * after the canvas's first paint in 3 (59–105 ms), batches of 24 in none.
 */
export const CARDS_PER_BATCH = 24

/**
 * Cards per group the browser may skip (WorkChunk): two batches, so every second batch
 * goes into the group already on the page. The browser checks each group against the
 * view in every frame that moves: on a 2,000-project /work, groups of 24 cost 57–81 ms of
 * those checks a wheel, groups of 48 36–58 ms (14–18 on the demo's one group), with the
 * pointer's hit test unchanged (0.43–0.52 ms a move; groups of 96 made it 0.69).
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
