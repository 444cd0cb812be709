import { join } from 'node:path'
import { type LakeLogger, silentLogger } from '../logger.ts'
import { DatasetState, type JournalEntry, parseEntry } from './dataset-state.ts'
import { StoreError } from './errors.ts'
import { DatasetExports, isDatasetName } from './exports.ts'
import { JournalWriter, readJournal } from './journal.ts'
import type { Doc, View } from './perspective.ts'
import { type CommittedTransaction, randomId, Transaction } from './transaction.ts'
import { acquireWriterLock, releaseWriterLock } from './writer-lock.ts'

/** Transaction ids a client may choose (the Studio does): they become `_rev`s. */
const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/

interface TransactOptions {
  author: string
  transactionId?: string
  /** Plan and validate, but commit nothing (the Actions API's `dryRun`). */
  dryRun?: boolean
}

type Listener = (committed: CommittedTransaction) => void

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
   * commits between its reads and the commit; a plan that throws commits nothing. Refusals
   * are StoreErrors.
   */
  transact<R>(
    name: string,
    plan: (tx: Transaction) => R,
    options: TransactOptions,
  ): Promise<{ result: R; committed: CommittedTransaction } | undefined>
  /** Every committed transaction, this process's and (caught up) another's. */
  subscribe(listener: Listener): () => void
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
 * The dataset directory and the edits over it: each dataset's state follows its journal,
 * this process's commits and (read back) another process's.
 */
class LakeStore implements Store {
  private readonly exports: DatasetExports
  private readonly states = new Map<string, { base: Doc[]; state: DatasetState }>()
  private readonly writers = new Map<string, JournalWriter>()
  private readonly listeners = new Set<Listener>()
  private readonly stateDir: string | undefined
  private readonly logger: LakeLogger

  constructor({ datasetDir, stateDir, logger }: StoreOptions) {
    this.exports = new DatasetExports(datasetDir, logger)
    this.stateDir = stateDir
    this.logger = logger
  }

  hasDataset(name: string): Promise<boolean> {
    return this.exports.has(name)
  }

  async state(name: string): Promise<DatasetState | undefined> {
    if (!isDatasetName(name)) return undefined
    const base = await this.exports.docs(name)
    if (!base) return undefined
    const known = this.states.get(name)
    if (known?.base !== base) return this.rebuild(name, base)
    return this.catchUp(name, known.state, true)
  }

  async view(name: string, perspective: string): Promise<View | undefined> {
    return (await this.state(name))?.view(perspective)
  }

  socialFeed(): Promise<unknown> {
    return this.exports.socialFeed()
  }

  async transact<R>(name: string, plan: (tx: Transaction) => R, options: TransactOptions) {
    const current = await this.state(name)
    if (!current) return undefined
    const given = options.transactionId
    if (given !== undefined && !TRANSACTION_ID.test(given)) {
      throw new StoreError('invalidTransaction', `Invalid transaction ID "${given}"`)
    }
    const writer = options.dryRun ? undefined : this.writerFor(name, current)
    const id = given ?? randomId()
    if (current.hasTransaction(id)) {
      throw new StoreError('transactionUsed', `Transaction ID "${id}" was already used`)
    }
    const tx = new Transaction(current.docs, id, new Date().toISOString())
    const result = plan(tx)
    const committed = { dataset: name, id, timestamp: tx.timestamp, author: options.author }
    const done = { ...committed, changes: tx.changes() }
    if (writer && done.changes.length > 0) this.commit(writer, current, done)
    return { result, committed: done }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  journalPath(name: string): string | undefined {
    return this.stateDir ? join(editsDir(this.stateDir), `${name}.ndjson`) : undefined
  }

  loaded(): string[] {
    return this.exports.names()
  }

  close(): void {
    for (const writer of this.writers.values()) writer.close()
    this.writers.clear()
    this.listeners.clear()
    if (this.stateDir) releaseWriterLock(lockPath(this.stateDir))
  }

  /** Journals a transaction (written and fsynced), applies it, then tells the subscribers. */
  private commit(writer: JournalWriter, state: DatasetState, done: CommittedTransaction): void {
    const { changes, ...meta } = done
    const entry: JournalEntry = {
      ...meta,
      docs: changes.map((change) => ({ id: change.id, doc: change.after })),
    }
    const line = writer.append(JSON.stringify(entry))
    state.apply(entry, line)
    state.offset = line.offset + line.length + 1
    this.emit(done)
  }

  private emit(committed: CommittedTransaction): void {
    for (const listener of this.listeners) {
      try {
        listener(committed)
      } catch (error) {
        this.logger.error('lake: a change listener failed', error)
      }
    }
  }

  /** Applies journal lines written since the last read; a shrunk journal (reset) starts over. */
  private catchUp(name: string, state: DatasetState, notify: boolean): DatasetState {
    const path = this.journalPath(name)
    if (!path) return state
    const read = readJournal(path, state.offset)
    if (!read) return this.rebuild(name, this.states.get(name)?.base ?? [])
    for (const line of read.lines) {
      const entry = parseEntry(line.text)
      if (!entry) {
        this.logger.error(`lake: ${path} at byte ${line.offset} is not a transaction; skipped`)
        continue
      }
      const changes = state.apply(entry, line)
      const { id, timestamp, author } = entry
      if (notify) this.emit({ dataset: name, id, timestamp, author, changes })
    }
    state.offset = read.end
    return state
  }

  private rebuild(name: string, base: Doc[]): DatasetState {
    this.writers.get(name)?.close()
    this.writers.delete(name)
    const state = this.catchUp(name, new DatasetState(name, base), false)
    this.states.set(name, { base, state })
    this.logger.info(`lake: ${name}: ${state.transactions.length} edits over the export`)
    return state
  }

  private writerFor(name: string, current: DatasetState): JournalWriter {
    const path = this.journalPath(name)
    if (!path || !this.stateDir) {
      throw new StoreError('readOnly', 'This content lake is read-only')
    }
    const holder = acquireWriterLock(lockPath(this.stateDir))
    if (holder !== undefined) {
      throw new StoreError(
        'writerElsewhere',
        `Another content lake (process ${holder}) writes to ${this.stateDir}: send edits to it`,
      )
    }
    let writer = this.writers.get(name)
    if (!writer) {
      // The lock is ours now: read what the previous writer added before it let go.
      this.catchUp(name, current, true)
      writer = new JournalWriter(path)
      this.writers.set(name, writer)
    }
    return writer
  }
}

/**
 * The dataset directory (`<name>.ndjson` exports, `social-feed.json`) and the edits over it.
 * `createStore(datasetDir, logger)` is the exports alone, read-only.
 */
export function createStore(options: StoreOptions | string, readOnlyLogger?: LakeLogger): Store {
  return new LakeStore(
    typeof options === 'string'
      ? { datasetDir: options, logger: readOnlyLogger ?? silentLogger }
      : options,
  )
}
