import { createHash } from 'node:crypto'
import { isRecord } from '../../src/lib/is-record.ts'
import { type Doc, keptView, type View } from './perspective.ts'
import type { Change } from './transaction.ts'

/** One committed transaction as the journal stores it: each document's state after it. */
export interface JournalEntry {
  id: string
  timestamp: string
  author: string
  docs: { id: string; doc: Doc | null }[]
}

/** A committed transaction in memory: its documents' contents stay in the journal. */
export interface TxRecord {
  id: string
  timestamp: string
  author: string
  ids: string[]
  offset: number
  length: number
}

/** Parses a journal line; undefined for one that is not a transaction (logged by the caller). */
export function parseEntry(text: string): JournalEntry | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(value) || typeof value.id !== 'string' || !Array.isArray(value.docs)) return
  const docs: JournalEntry['docs'] = []
  for (const item of value.docs) {
    if (!isRecord(item) || typeof item.id !== 'string') return undefined
    docs.push({ id: item.id, doc: isRecord(item.doc) ? (item.doc as Doc) : null })
  }
  return {
    id: value.id,
    timestamp: typeof value.timestamp === 'string' ? value.timestamp : '',
    author: typeof value.author === 'string' ? value.author : '',
    docs,
  }
}

/** A stable `_rev` for a base document that has none: the Studio needs one on every document. */
function contentRev(doc: Doc): string {
  return createHash('sha1').update(JSON.stringify(doc)).digest('base64url').slice(0, 22)
}

/**
 * One dataset as it stands: the committed export (never written) with every journalled
 * transaction over it. Keeps the current documents and which transactions touched which;
 * past revisions are read back from the journal when asked for.
 */
export class DatasetState {
  readonly docs = new Map<string, Doc>()
  readonly base = new Map<string, Doc>()
  /** The export's `_rev`s: history places them before every journalled transaction. */
  readonly baseRevs = new Set<string>()
  readonly transactions: TxRecord[] = []
  /** Bytes of the journal applied so far. */
  offset = 0
  private readonly txIndex = new Map<string, number>()
  private readonly touched = new Map<string, number[]>()
  private views = new Map<string, View>()

  constructor(
    readonly name: string,
    baseDocs: Doc[],
  ) {
    for (const doc of baseDocs) {
      if (typeof doc._id !== 'string') continue
      const withRev = typeof doc._rev === 'string' ? doc : { ...doc, _rev: contentRev(doc) }
      this.base.set(doc._id, withRev)
      this.docs.set(doc._id, withRev)
      this.baseRevs.add(String(withRev._rev))
    }
  }

  /** The documents one perspective sees; built on first use after each change. */
  view(perspective: string): View {
    return keptView(this.views, this.docs, perspective)
  }

  hasTransaction(id: string): boolean {
    return this.txIndex.has(id)
  }

  transactionIndex(id: string): number | undefined {
    return this.txIndex.get(id)
  }

  /** Indexes into `transactions` of those that wrote this document, oldest first. */
  touchedBy(id: string): readonly number[] {
    return this.touched.get(id) ?? []
  }

  /** Applies a journalled transaction; returns what changed, for the subscribers. */
  apply(entry: JournalEntry, line: { offset: number; length: number }): Change[] {
    const index = this.transactions.length
    this.transactions.push({
      id: entry.id,
      timestamp: entry.timestamp,
      author: entry.author,
      ids: entry.docs.map((d) => d.id),
      offset: line.offset,
      length: line.length,
    })
    this.txIndex.set(entry.id, index)
    const changes: Change[] = []
    for (const { id, doc } of entry.docs) {
      const before = this.docs.get(id) ?? null
      if (doc) this.docs.set(id, doc)
      else this.docs.delete(id)
      const list = this.touched.get(id) ?? []
      list.push(index)
      this.touched.set(id, list)
      const mutations = doc ? [{ createOrReplace: doc }] : [{ delete: { id } }]
      changes.push({ id, before, after: doc, mutations })
    }
    this.views = new Map()
    return changes
  }
}
