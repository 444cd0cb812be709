import { readFile, stat } from 'node:fs/promises'
import { isRecord } from '../../src/lib/is-record.ts'
import type { Doc } from './perspective.ts'

/** Parses a Sanity NDJSON export; a malformed line is reported and skipped, not fatal. */
export function parseNdjson(text: string, onBadLine: (line: number) => void = () => {}): Doc[] {
  const docs: Doc[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim()
    if (!line) continue
    try {
      const doc: unknown = JSON.parse(line)
      if (isRecord(doc)) docs.push(doc as Doc)
      else onBadLine(i + 1)
    } catch {
      onBadLine(i + 1)
    }
  }
  return docs
}

/**
 * A file read once and kept in memory, reloaded only when its size or mtime
 * changes, so the demo data can be regenerated without restarting the server.
 * Resolves undefined while the file does not exist.
 */
export function cachedFile<T>(
  path: string,
  parse: (text: string) => T,
): () => Promise<T | undefined> {
  let loaded: { stamp: string; value: Promise<T> } | undefined
  return async () => {
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) {
      loaded = undefined
      return undefined
    }
    const stamp = `${info.size}:${info.mtimeMs}`
    if (loaded?.stamp !== stamp) {
      const value = readFile(path, 'utf8').then(parse)
      loaded = { stamp, value }
      // A failed read must not stick: the next request tries again.
      value.catch(() => {
        if (loaded?.value === value) loaded = undefined
      })
    }
    return loaded.value
  }
}
