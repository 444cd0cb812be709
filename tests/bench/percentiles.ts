/**
 * The p-th percentile of values sorted ascending, by nearest rank: the value at the
 * p % mark (the upper one where it falls between two); 0 for none.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/**
 * Several wheels' frame times as one ascending list, each frame once: one wheel's p95 rests
 * on its few slowest frames and drifts with load; pooled, it rests on every page's frames.
 */
export function pooledFrames(lists: readonly (readonly number[])[]): number[] {
  return lists.flat().sort((a, b) => a - b)
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
