import { type LakeLogger, silentLogger } from '../logger.ts'
import { DatasetState, type JournalEntry, parseEntry } from './dataset-state.ts'
import { StoreError } from './errors.ts'
import { DatasetExports, isDatasetName } from './exports.ts'
import { checkReferences } from './integrity.ts'
import { type JournalLine, readJournal } from './journal.ts'
import { JournalWriters } from './journal-writers.ts'
import type { Doc, View, ViewName } from './perspective.ts'
import { type CommittedTransaction, randomId, Transaction } from './transaction.ts'

/** Transaction ids a client may choose (the Studio does): they become `_rev`s. */
const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/

interface TransactOptions {
  author: string
  transactionId?: string
  /** Plan and validate, but commit nothing (the Actions API's `dryRun`). */
  dryRun?: boolean
  /**
   * The dataset as the caller read it (its queries' answers): if another transaction has
   * committed since, this one is refused ('changedMeanwhile') rather than planned on stale answers.
   */
  basedOn?: { state: DatasetState; version: number }
}

type Listener = (committed: CommittedTransaction) => void

/** Writes one transaction's line to its journal and says where it landed. */
type Append = (text: string) => JournalLine

export interface Store {
  /** Whether `<name>.ndjson` exists, without loading it. */
  hasDataset(name: string): Promise<boolean>
  /** The dataset as it stands: the export with every journalled edit applied. */
  state(name: string): Promise<DatasetState | undefined>
  view(name: string, view: ViewName): Promise<View | undefined>
  socialFeed(): Promise<unknown>
  /**
   * Runs `plan` over a new transaction and commits what it staged: journalled and fsynced,
   * then applied and sent to the subscribers. `plan` runs synchronously, so nothing else
   * commits between its reads and the commit; a plan that throws commits nothing, nor one
   * that would break a strong reference (store/integrity.ts). Refusals are StoreErrors.
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

export { editsDir, lockPath } from './journal-writers.ts'

/**
 * The dataset directory and the edits over it: each dataset's state follows its journal,
 * this process's commits and (read back) another process's.
 */
class LakeStore implements Store {
  private readonly exports: DatasetExports
  private readonly states = new Map<string, { base: Doc[]; state: DatasetState }>()
  /** Undefined for a read-only store (no state directory). */
  private readonly journals: JournalWriters | undefined
  private readonly listeners = new Set<Listener>()
  private readonly logger: LakeLogger

  constructor({ datasetDir, stateDir, logger }: StoreOptions) {
    this.exports = new DatasetExports(datasetDir, logger)
    this.journals = stateDir ? new JournalWriters(stateDir) : undefined
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

  async view(name: string, view: ViewName): Promise<View | undefined> {
    return (await this.state(name))?.view(view)
  }

  socialFeed(): Promise<unknown> {
    return this.exports.socialFeed()
  }

  async transact<R>(name: string, plan: (tx: Transaction) => R, options: TransactOptions) {
    const current = await this.state(name)
    if (!current) return undefined
    const { basedOn } = options
    if (basedOn && (basedOn.state !== current || basedOn.version !== current.transactions.length)) {
      throw new StoreError(
        'changedMeanwhile',
        `Dataset "${name}" changed while the transaction was prepared`,
      )
    }
    const given = options.transactionId
    if (given !== undefined && !TRANSACTION_ID.test(given)) {
      throw new StoreError('invalidTransaction', `Invalid transaction ID "${given}"`)
    }
    const append = options.dryRun ? undefined : this.appenderFor(current)
    const id = given ?? randomId()
    if (current.hasTransaction(id)) {
      throw new StoreError('transactionUsed', `Transaction ID "${id}" was already used`)
    }
    const tx = new Transaction(current.docs, id, new Date().toISOString())
    const result = plan(tx)
    const committed = { dataset: name, id, timestamp: tx.timestamp, author: options.author }
    const done = { ...committed, changes: tx.changes() }
    checkReferences(done.changes, () => current.references(), tx)
    if (append && done.changes.length > 0) this.commit(append, current, done)
    return { result, committed: done }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  journalPath(name: string): string | undefined {
    return this.journals?.path(name)
  }

  loaded(): string[] {
    return this.exports.names()
  }

  close(): void {
    this.journals?.close()
    this.listeners.clear()
  }

  /** Journals a transaction (written and fsynced), applies it, then tells the subscribers. */
  private commit(append: Append, state: DatasetState, done: CommittedTransaction): void {
    const { changes, ...meta } = done
    const entry: JournalEntry = {
      ...meta,
      docs: changes.map((change) => ({ id: change.id, doc: change.after })),
    }
    const line = append(JSON.stringify(entry))
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
    this.journals?.forget(name)
    const state = this.catchUp(name, new DatasetState(name, base), false)
    this.states.set(name, { base, state })
    this.logger.info(`lake: ${name}: ${state.transactions.length} edits over the export`)
    return state
  }

  /** Appends to the dataset's journal, the writer lock taken first. */
  private appenderFor(current: DatasetState): Append {
    const journals = this.journals
    if (!journals) throw new StoreError('readOnly', 'This content lake is read-only')
    const writer = journals.writerFor(current, () => this.catchUp(current.name, current, true))
    return (text) => journals.append(writer, current.name, text)
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
