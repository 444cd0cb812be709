interface Entry {
  json: string
  bytes: number
  dataset: string
}

export interface AnswerCacheStats {
  /** Bytes held now: each entry's key and JSON, as UTF-8. */
  bytes: number
  entries: number
  hits: number
  misses: number
}

/**
 * Query answers as JSON, least recently used dropped past `maxBytes`, none over half of it.
 * Keys name the dataset's version, so a write strands its dataset's answers; `forget` drops
 * them at once.
 */
export function createAnswerCache(maxBytes: number) {
  const entries = new Map<string, Entry>()
  const stats: AnswerCacheStats = { bytes: 0, entries: 0, hits: 0, misses: 0 }

  function remove(key: string, entry: Entry): void {
    entries.delete(key)
    stats.bytes -= entry.bytes
    stats.entries = entries.size
  }

  return {
    stats,
    get(key: string): string | undefined {
      const entry = entries.get(key)
      if (!entry) {
        stats.misses++
        return undefined
      }
      stats.hits++
      // Most recently used last: a Map iterates in insertion order.
      entries.delete(key)
      entries.set(key, entry)
      return entry.json
    },
    set(key: string, dataset: string, json: string): void {
      const bytes = Buffer.byteLength(key) + Buffer.byteLength(json)
      if (bytes > maxBytes / 2) return
      const old = entries.get(key)
      if (old) remove(key, old)
      entries.set(key, { json, bytes, dataset })
      stats.bytes += bytes
      for (const [oldest, entry] of entries) {
        if (stats.bytes <= maxBytes) break
        remove(oldest, entry)
      }
      stats.entries = entries.size
    },
    /** Drops every answer over one dataset (it changed). */
    forget(dataset: string): void {
      for (const [key, entry] of entries) if (entry.dataset === dataset) remove(key, entry)
    },
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
