import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { DatasetState, type JournalEntry, parseEntry } from './dataset-state.ts'
import { HttpError, type LakeLogger, silentLogger } from './http.ts'
import { JournalWriter, readJournal } from './journal.ts'
import { cachedFile, parseNdjson } from './ndjson.ts'
import type { Doc, View } from './perspective.ts'
import { type CommittedTransaction, randomId, Transaction } from './transaction.ts'
import { acquireWriterLock, releaseWriterLock } from './writer-lock.ts'

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/
/** Transaction ids a client may choose (the Studio does): they become `_rev`s. */
const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/

interface TransactOptions {
  author: string
  transactionId?: string
  /** Plan and validate, but commit nothing (the Actions API's `dryRun`). */
  dryRun?: boolean
}

export interface Store {
  /** Whether `<name>.ndjson` exists, without loading it. */
  hasDataset(name: string): Promise<boolean>
  /** The dataset as it stands: the export with every journalled edit applied. */
  state(name: string): Promise<DatasetState | undefined>
  view(name: string, perspective: string): Promise<View | undefined>
  socialFeed(): Promise<unknown>
  /**
   * Runs `plan` over a new transaction and commits what it staged: journalled and fsynced,
   * then applied and sent to the subscribers. `plan` runs synchronously, so nothing else
   * commits between its reads and the commit; a plan that throws commits nothing.
   */
  transact<R>(
    name: string,
    plan: (tx: Transaction) => R,
    options: TransactOptions,
  ): Promise<{ result: R; committed: CommittedTransaction } | undefined>
  /** Every committed transaction, this process's and (caught up) another's. */
  subscribe(listener: (committed: CommittedTransaction) => void): () => void
  /** The journal of a dataset, where history reads past revisions. */
  journalPath(name: string): string | undefined
  /** Names of the datasets whose exports are held in memory. */
  loaded(): string[]
  close(): void
}

export interface StoreOptions {
  datasetDir: string
  /** Where edits are journalled; without it the store serves the exports read-only. */
  stateDir?: string
  logger: LakeLogger
}

/** `stateDir/edits`: one journal per dataset and the writer's lock. */
export const editsDir = (stateDir: string) => join(stateDir, 'edits')
export const lockPath = (stateDir: string) => join(editsDir(stateDir), 'writer.pid')

/**
 * The dataset directory (`<name>.ndjson` exports, `social-feed.json`) and the edits over it.
 * `createStore(datasetDir, logger)` is the exports alone, read-only.
 */
export function createStore(options: StoreOptions | string, readOnlyLogger?: LakeLogger): Store {
  const { datasetDir, stateDir, logger } =
    typeof options === 'string'
      ? { datasetDir: options, stateDir: undefined, logger: readOnlyLogger ?? silentLogger }
      : options
  const bases = new Map<string, () => Promise<Doc[] | undefined>>()
  const states = new Map<string, { base: Doc[]; state: DatasetState }>()
  const writers = new Map<string, JournalWriter>()
  const listeners = new Set<(committed: CommittedTransaction) => void>()
  const feed = cachedFile(join(datasetDir, 'social-feed.json'), (text): unknown => JSON.parse(text))
  const journalPath = (name: string) =>
    stateDir ? join(editsDir(stateDir), `${name}.ndjson`) : undefined

  async function baseOf(name: string): Promise<Doc[] | undefined> {
    let load = bases.get(name)
    if (!load) {
      const file = join(datasetDir, `${name}.ndjson`)
      load = cachedFile(file, (text) => {
        const started = performance.now()
        const docs = parseNdjson(text, (line) => logger.error(`lake: ${file}:${line} is not JSON`))
        const ms = Math.round(performance.now() - started)
        logger.info(`lake: loaded ${docs.length} documents from ${name}.ndjson in ${ms} ms`)
        return docs
      })
      bases.set(name, load)
    }
    const docs = await load()
    // A name with no export keeps no entry: asking for made-up datasets fills no map.
    if (!docs && bases.get(name) === load) bases.delete(name)
    return docs
  }

  function emit(committed: CommittedTransaction): void {
    for (const listener of listeners) {
      try {
        listener(committed)
      } catch (error) {
        logger.error('lake: a change listener failed', error)
      }
    }
  }

  /** Applies journal lines written since the last read; a shrunk journal (reset) starts over. */
  function catchUp(name: string, state: DatasetState, notify: boolean): DatasetState {
    const path = journalPath(name)
    if (!path) return state
    const read = readJournal(path, state.offset)
    if (!read) return rebuild(name, states.get(name)?.base ?? [])
    for (const line of read.lines) {
      const entry = parseEntry(line.text)
      if (!entry) {
        logger.error(`lake: ${path} at byte ${line.offset} is not a transaction; skipped`)
        continue
      }
      const changes = state.apply(entry, line)
      if (notify) emit({ dataset: name, ...entryMeta(entry), changes })
    }
    state.offset = read.end
    return state
  }

  function rebuild(name: string, base: Doc[]): DatasetState {
    writers.get(name)?.close()
    writers.delete(name)
    const state = catchUp(name, new DatasetState(name, base), false)
    states.set(name, { base, state })
    logger.info(`lake: ${name}: ${state.transactions.length} edits over the export`)
    return state
  }

  async function state(name: string): Promise<DatasetState | undefined> {
    if (!DATASET_NAME.test(name)) return undefined
    const base = await baseOf(name)
    if (!base) return undefined
    const known = states.get(name)
    if (known?.base !== base) return rebuild(name, base)
    return catchUp(name, known.state, true)
  }

  function writerFor(name: string, current: DatasetState): JournalWriter {
    const path = journalPath(name)
    if (!path || !stateDir) {
      throw new HttpError(405, {
        error: { type: 'httpMethodNotAllowed', description: 'This content lake is read-only' },
      })
    }
    const holder = acquireWriterLock(lockPath(stateDir))
    if (holder !== undefined) {
      throw new HttpError(409, {
        error: {
          type: 'lakeWriterElsewhere',
          description: `Another content lake (process ${holder}) writes to ${stateDir}: send edits to it`,
        },
      })
    }
    let writer = writers.get(name)
    if (!writer) {
      // The lock is ours now: read what the previous writer added before it let go.
      catchUp(name, current, true)
      writer = new JournalWriter(path)
      writers.set(name, writer)
    }
    return writer
  }

  return {
    async hasDataset(name) {
      if (!DATASET_NAME.test(name)) return false
      const info = await stat(join(datasetDir, `${name}.ndjson`)).catch(() => undefined)
      return info?.isFile() === true
    },
    state,
    async view(name, perspective) {
      return (await state(name))?.view(perspective)
    },
    socialFeed: feed,
    async transact(name, plan, options) {
      const current = await state(name)
      if (!current) return undefined
      if (options.transactionId !== undefined && !TRANSACTION_ID.test(options.transactionId)) {
        throw invalid(`Invalid transaction ID "${options.transactionId}"`)
      }
      const writer = options.dryRun ? undefined : writerFor(name, current)
      const id = options.transactionId ?? randomId()
      if (current.hasTransaction(id)) throw invalid(`Transaction ID "${id}" was already used`, 409)
      const tx = new Transaction(current.docs, id, new Date().toISOString())
      const result = plan(tx)
      const changes = tx.changes()
      const committed = { dataset: name, id, timestamp: tx.timestamp, author: options.author }
      if (!writer || changes.length === 0) return { result, committed: { ...committed, changes } }
      const entry: JournalEntry = {
        ...committed,
        docs: changes.map((change) => ({ id: change.id, doc: change.after })),
      }
      const line = writer.append(JSON.stringify(entry))
      current.apply(entry, line)
      current.offset = line.offset + line.length + 1
      const done = { ...committed, changes }
      emit(done)
      return { result, committed: done }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    journalPath,
    loaded: () => [...bases.keys()],
    close() {
      for (const writer of writers.values()) writer.close()
      writers.clear()
      listeners.clear()
      if (stateDir) releaseWriterLock(lockPath(stateDir))
    },
  }
}

const entryMeta = (entry: JournalEntry) => ({
  id: entry.id,
  timestamp: entry.timestamp,
  author: entry.author,
})

function invalid(description: string, status = 400): HttpError {
  return new HttpError(status, { error: { type: 'invalidTransactionError', description } })
}
