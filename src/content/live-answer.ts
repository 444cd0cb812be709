import { cleanEntries } from './entries.ts'
import { routeContent } from './route-content.ts'
import type { Entry } from './types.ts'

/** The live query's answer, checked: its entries, and whether it leaves the page on show as it is. */
export interface LiveAnswer {
  live: Entry[]
  /** True when the route the page was prerendered for would render exactly what it shows. */
  same: boolean
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`
}

/**
 * Checks a query result against the page on show: `scope` is the path its entries were
 * cut for (null once they are the whole dataset), `shown` those entries. Not a list is a
 * failed answer, not an empty dataset: it throws, so what was there is kept.
 */
export function checkAnswer(
  result: unknown,
  scope: string | null,
  shown: readonly Entry[],
): LiveAnswer {
  if (!Array.isArray(result)) {
    throw new Error(`Content query answered ${kindOf(result)} instead of a list`)
  }
  const live = cleanEntries(result)
  // Same documents, field for field: both come from the same query, so keys keep their order.
  const same = scope !== null && JSON.stringify(routeContent(scope, live)) === JSON.stringify(shown)
  return { live, same }
}

/** The page asks the live-content worker for the answer, then for each part of it. */
export type LiveRequest =
  | { type: 'load'; scope: string | null; shown: readonly Entry[] }
  | { type: 'more' }

/** The worker's reply: a part of the entries (the last says `done`), or why it failed. */
export type LiveReply =
  | { type: 'part'; entries: Entry[]; same: boolean; done: boolean }
  | { type: 'error'; message: string }
