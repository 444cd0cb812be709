const savers = new Set<() => void>()

/**
 * A track registers how it writes its place into the current history entry; returns the
 * unregister. The app shell calls `saveEntryPlace()` just before it leaves the entry, so a
 * place never lags the last scroll. (The entry's first load: the savers arrive late.)
 */
export function addPlaceSaver(save: () => void): () => void {
  savers.add(save)
  return () => savers.delete(save)
}

/** Every track writes its place into the current entry now (before a navigation). */
export function saveEntryPlace(): void {
  for (const save of savers) save()
}
