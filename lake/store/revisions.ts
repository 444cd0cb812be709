import { type DatasetState, type JournalEntry, parseEntry } from './dataset-state.ts'
import { readJournalLine } from './journal.ts'
import type { Doc } from './perspective.ts'

/** Who wrote the committed export: its documents' first revision in history. */
const BASE_AUTHOR = 'dataset-export'

/**
 * One transaction in a document's history. The export's documents each start with a
 * transaction of their own, named by their `_rev`, so the Studio's timeline can line up
 * the current revision with history right back to the first.
 */
export interface HistoryTx {
  id: string
  timestamp: string
  author: string
  /** Index in the dataset's transactions, or -1 for the export. */
  index: number
  ids: string[]
}

/** Revisions read back from the journal on demand (history is not kept in memory). */
export class Revisions {
  private readonly entries = new Map<number, JournalEntry>()

  constructor(
    private readonly state: DatasetState,
    private readonly journal: string | undefined,
  ) {}

  private entry(index: number): JournalEntry | undefined {
    let entry = this.entries.get(index)
    const tx = this.state.transactions[index]
    if (!entry && tx && this.journal) {
      entry = parseEntry(readJournalLine(this.journal, tx.offset, tx.length))
      if (entry) this.entries.set(index, entry)
    }
    return entry
  }

  /** Where a revision sits in history: a journalled transaction's index, -1 for the export's. */
  indexOf(revision: string): number | undefined {
    return (
      this.state.transactionIndex(revision) ?? (this.state.baseRevs.has(revision) ? -1 : undefined)
    )
  }

  /** The document right after transaction `index` (-1: as exported). */
  after(index: number, id: string): Doc | null {
    if (index < 0) return this.state.base.get(id) ?? null
    const found = this.entry(index)?.docs.find((d) => d.id === id)
    return found ? found.doc : this.before(index, id)
  }

  /** The document right before transaction `index`. */
  before(index: number, id: string): Doc | null {
    const touched = this.state.touchedBy(id).filter((i) => i < index)
    const previous = touched[touched.length - 1]
    return previous === undefined ? (this.state.base.get(id) ?? null) : this.after(previous, id)
  }

  /** The transactions that wrote any of `ids`, oldest first, the export's first. */
  transactions(ids: string[]): HistoryTx[] {
    const base = new Map<string, HistoryTx>()
    for (const id of ids) {
      const doc = this.state.base.get(id)
      if (!doc || typeof doc._rev !== 'string') continue
      const tx = base.get(doc._rev) ?? {
        id: doc._rev,
        timestamp: String(doc._updatedAt ?? doc._createdAt ?? ''),
        author: BASE_AUTHOR,
        index: -1,
        ids: [],
      }
      tx.ids.push(id)
      base.set(doc._rev, tx)
    }
    const indexes = new Set(ids.flatMap((id) => this.state.touchedBy(id)))
    const edits = [...indexes]
      .sort((a, b) => a - b)
      .map((index) => {
        const tx = this.state.transactions[index]
        return {
          id: tx?.id ?? '',
          timestamp: tx?.timestamp ?? '',
          author: tx?.author ?? '',
          index,
          ids: tx?.ids ?? [],
        }
      })
    const first = [...base.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    return [...first, ...edits]
  }
}
