import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { LakeLogger } from '../logger.ts'
import { cachedFile, parseNdjson } from './ndjson.ts'
import type { Doc } from './perspective.ts'

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** Whether a name can be a dataset's: nothing else is looked up on disk. */
export const isDatasetName = (name: string) => DATASET_NAME.test(name)

/**
 * The committed dataset directory: `<name>.ndjson` exports and `social-feed.json`, each
 * read once and again only when the file changes, so the demo data can be regenerated
 * without a restart. Never written.
 */
export class DatasetExports {
  private readonly loads = new Map<string, () => Promise<Doc[] | undefined>>()
  readonly socialFeed: () => Promise<unknown>

  constructor(
    private readonly dir: string,
    private readonly logger: LakeLogger,
  ) {
    this.socialFeed = cachedFile(join(dir, 'social-feed.json'), (text): unknown => JSON.parse(text))
  }

  /** Whether `<name>.ndjson` exists, without loading it. */
  async has(name: string): Promise<boolean> {
    if (!isDatasetName(name)) return false
    const info = await stat(join(this.dir, `${name}.ndjson`)).catch(() => undefined)
    return info?.isFile() === true
  }

  /** The export's documents; the same array until the file changes. */
  async docs(name: string): Promise<Doc[] | undefined> {
    let load = this.loads.get(name)
    if (!load) {
      load = this.loader(name)
      this.loads.set(name, load)
    }
    const docs = await load()
    // A name with no export keeps no entry: asking for made-up datasets fills no map.
    if (!docs && this.loads.get(name) === load) this.loads.delete(name)
    return docs
  }

  /** Names of the exports held in memory. */
  names(): string[] {
    return [...this.loads.keys()]
  }

  private loader(name: string) {
    const file = join(this.dir, `${name}.ndjson`)
    return cachedFile(file, (text) => {
      const started = performance.now()
      const docs = parseNdjson(text, (line) =>
        this.logger.error(`lake: ${file}:${line} is not JSON`),
      )
      const ms = Math.round(performance.now() - started)
      this.logger.info(`lake: loaded ${docs.length} documents from ${name}.ndjson in ${ms} ms`)
      return docs
    })
  }
}
