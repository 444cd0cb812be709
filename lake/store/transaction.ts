import { randomBytes } from 'node:crypto'
import type { Doc } from './perspective.ts'

/** A document's state before and after a transaction; null where it does not exist. */
export interface Change {
  id: string
  before: Doc | null
  after: Doc | null
  /** The mutations that took it there, as the listener reports them. */
  mutations: unknown[]
}

/** What the store tells its subscribers (the listener, and later the query workers). */
export interface CommittedTransaction {
  dataset: string
  id: string
  timestamp: string
  author: string
  changes: Change[]
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random id in Content Lake's style (22 base-62 characters): transaction ids and `_rev`s. */
export function randomId(length = 22): string {
  const bytes = randomBytes(length)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

/**
 * One transaction's writes staged over the committed documents: reads see its own writes,
 * and a failure halfway changes nothing. Every document written gets the transaction id as
 * `_rev`, changed or not, as Content Lake does (the Studio's listener follows that chain).
 */
export class Transaction {
  private readonly staged = new Map<string, Doc | null>()
  private readonly mutationsById = new Map<string, unknown[]>()

  constructor(
    private readonly committed: ReadonlyMap<string, Doc>,
    readonly id: string,
    readonly timestamp: string,
  ) {}

  /** The document as this transaction sees it: a copy, safe to change. */
  get(id: string): Doc | null {
    const doc = this.staged.has(id) ? this.staged.get(id) : this.committed.get(id)
    return doc ? structuredClone(doc) : null
  }

  exists(id: string): boolean {
    return this.get(id) !== null
  }

  /** Stages a document's new state (null deletes it) and the mutation that produced it. */
  put(id: string, doc: Doc | null, mutation: unknown): Doc | null {
    const list = this.mutationsById.get(id) ?? []
    list.push(mutation)
    this.mutationsById.set(id, list)
    if (doc === null) {
      this.staged.set(id, null)
      return null
    }
    const before = this.committed.get(id)
    const createdAt =
      (typeof before?._createdAt === 'string' && before._createdAt) ||
      (typeof doc._createdAt === 'string' && doc._createdAt) ||
      this.timestamp
    const after: Doc = {
      ...doc,
      _id: id,
      _rev: this.id,
      _createdAt: createdAt,
      _updatedAt: this.timestamp,
    }
    this.staged.set(id, after)
    return after
  }

  /** Documents that exist before or after, in the order they were first written. */
  changes(): Change[] {
    const changes: Change[] = []
    for (const [id, after] of this.staged) {
      const before = this.committed.get(id) ?? null
      if (before === null && after === null) continue
      changes.push({ id, before, after, mutations: this.mutationsById.get(id) ?? [] })
    }
    return changes
  }
}
