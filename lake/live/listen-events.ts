import type { ServerResponse } from 'node:http'
import { HttpError } from '../http/errors.ts'
import type { QueryPool } from '../query/pool.ts'
import { wholeDocumentEffects } from '../store/effects.ts'
import { isPrivateId } from '../store/perspective.ts'
import type { Change, CommittedTransaction } from '../store/transaction.ts'
import { sse } from './streams.ts'

export interface ListenOptions {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  /** `effectFormat=mendoza`: the Studio needs effects and fails without them. */
  effects: boolean
  visibility: string
}

export function listenOptions(search: URLSearchParams): ListenOptions {
  const on = (name: string, fallback: boolean) => {
    const value = search.get(name)
    return value === null ? fallback : value === 'true'
  }
  return {
    includeResult: on('includeResult', true),
    includePreviousRevision: on('includePreviousRevision', false),
    includeMutations: on('includeMutations', true),
    effects: search.get('effectFormat') === 'mendoza',
    visibility: search.get('visibility') ?? 'query',
  }
}

type Transition = 'update' | 'appear' | 'disappear'

/** The `mutation` event Content Lake sends for one document of a transaction. */
function mutationEvent(
  committed: CommittedTransaction,
  change: Change,
  transition: Transition,
  options: ListenOptions,
) {
  return {
    eventId: `${committed.id}#${change.id}`,
    documentId: change.id,
    transactionId: committed.id,
    transition,
    identity: committed.author,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    ...(options.includeResult && change.after ? { result: change.after } : {}),
    ...(options.includePreviousRevision && change.before ? { previous: change.before } : {}),
    ...(typeof change.before?._rev === 'string' ? { previousRev: change.before._rev } : {}),
    resultRev: committed.id,
    timestamp: committed.timestamp,
    ...(options.effects ? { effects: wholeDocumentEffects(change) } : {}),
    visibility: options.visibility,
    transactionTotalEvents: 1,
    transactionCurrentEvent: 1,
  }
}

/** One listener: its query, who it is, and the stream its events go to. */
export interface Listener {
  dataset: string
  res: ServerResponse
  query: string
  params: Record<string, unknown>
  editor: boolean
  /** The pool its query runs in (the editor's or the visitors'). */
  pool: QueryPool
  options: ListenOptions
  /** Events go out in commit order: each transaction waits for the one before. */
  queue: Promise<void>
}

/**
 * Sends a listener the `mutation` events of one transaction: a document that matches its
 * query before or after, drafts to the editor only. `transactionTotalEvents` counts this
 * listener's events of the transaction (the Studio waits for all of them). A query that
 * fails or runs over ends the stream with `channelError`, as Content Lake does.
 */
export async function notify(listener: Listener, committed: CommittedTransaction): Promise<void> {
  const { res, editor } = listener
  const changes = committed.changes.filter((change) => editor || !isPrivateId(change.id))
  if (changes.length === 0) return
  let matched: boolean[]
  try {
    const docs = changes.flatMap((change) => [change.before, change.after])
    matched = await listener.pool.match(listener.query, listener.params, docs)
  } catch (error) {
    const message = error instanceof HttpError ? JSON.stringify(error.body) : String(error)
    res.end(sse('channelError', { message }))
    return
  }
  const events: ReturnType<typeof mutationEvent>[] = []
  changes.forEach((change, i) => {
    const [before, after] = [matched[2 * i], matched[2 * i + 1]]
    if (!before && !after) return
    const transition = before && after ? 'update' : after ? 'appear' : 'disappear'
    events.push(mutationEvent(committed, change, transition, listener.options))
  })
  events.forEach((event, index) => {
    event.transactionTotalEvents = events.length
    event.transactionCurrentEvent = index + 1
    res.write(sse('mutation', event))
  })
}
