import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { LakeLogger } from './http.ts'
import { type Doc, normalisePerspective, type View, viewFor } from './perspective.ts'

export interface LoadedDataset {
  name: string
  /** Every document of the export, drafts included, in file order. */
  docs: Doc[]
  /** Perspective views, built on first use and dropped with the dataset when the file changes. */
  views: Map<string, View>
}

/** Parses a Sanity NDJSON export; a malformed line is reported and skipped, not fatal. */
export function parseNdjson(text: string, onBadLine: (line: number) => void = () => {}): Doc[] {
  const docs: Doc[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim()
    if (!line) continue
    try {
      const doc: unknown = JSON.parse(line)
      if (doc && typeof doc === 'object' && !Array.isArray(doc)) docs.push(doc as Doc)
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

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/

export interface Store {
  /** Whether `<name>.ndjson` exists, without loading it. */
  hasDataset(name: string): Promise<boolean>
  dataset(name: string): Promise<LoadedDataset | undefined>
  view(name: string, perspective: string): Promise<View | undefined>
  socialFeed(): Promise<unknown>
}

/** The dataset directory: `<name>.ndjson` exports and `social-feed.json`. */
export function createStore(datasetDir: string, logger: LakeLogger): Store {
  const datasets = new Map<string, () => Promise<LoadedDataset | undefined>>()
  const feed = cachedFile(join(datasetDir, 'social-feed.json'), (text): unknown => JSON.parse(text))

  function dataset(name: string): Promise<LoadedDataset | undefined> {
    if (!DATASET_NAME.test(name)) return Promise.resolve(undefined)
    let load = datasets.get(name)
    if (!load) {
      const file = join(datasetDir, `${name}.ndjson`)
      load = cachedFile(file, (text) => {
        const started = performance.now()
        const docs = parseNdjson(text, (line) => logger.error(`lake: ${file}:${line} is not JSON`))
        const ms = Math.round(performance.now() - started)
        logger.info(`lake: loaded ${docs.length} documents from ${name}.ndjson in ${ms} ms`)
        return { name, docs, views: new Map() }
      })
      datasets.set(name, load)
    }
    return load()
  }

  return {
    async hasDataset(name) {
      if (!DATASET_NAME.test(name)) return false
      const info = await stat(join(datasetDir, `${name}.ndjson`)).catch(() => undefined)
      return info?.isFile() === true
    },
    dataset,
    async view(name, perspective) {
      const loaded = await dataset(name)
      if (!loaded) return undefined
      // Keyed by the folded name, so arbitrary perspective strings cannot grow the map.
      const key = normalisePerspective(perspective)
      let view = loaded.views.get(key)
      if (!view) {
        view = viewFor(loaded.docs, key)
        loaded.views.set(key, view)
      }
      return view
    },
    socialFeed: feed,
  }
}
