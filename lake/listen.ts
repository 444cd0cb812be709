import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPrivateId } from './data-routes.ts'
import { type EditorPolicy, isEditor, LOCAL_EDITOR } from './editor.ts'
import { HttpError, type LakeLogger, sanityError } from './http.ts'
import { compileListenQuery } from './query.ts'
import type { QueryPool } from './query-pool.ts'
import { paramsFromSearch } from './query-route.ts'
import type { Store } from './store.ts'
import { type Change, type CommittedTransaction, randomId } from './transaction.ts'

export interface ListenOptions {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  /** `effectFormat=mendoza`: the Studio needs effects and fails without them. */
  effects: boolean
  visibility: string
}

function listenOptions(search: URLSearchParams): ListenOptions {
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

/** A document as mendoza patches carry it: without `_rev`, which the event states apart. */
function withoutRev(doc: Change['after']): Change['after'] {
  if (!doc) return null
  const { _rev, ...rest } = doc
  return rest
}

/**
 * Mendoza effects replacing the whole document (`[0, value]` outputs that value): valid
 * patches the Studio applies to the revision before. Content Lake sends minimal diffs;
 * the result of applying either is the same document.
 */
export function wholeDocumentEffects(change: Change) {
  return { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }
}

export type Transition = 'update' | 'appear' | 'disappear'

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

/** One server-sent event. */
export const sse = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

interface Connection {
  dataset: string
  res: ServerResponse
  /** Events go out in commit order: each transaction waits for the one before. */
  queue: Promise<void>
  send(committed: CommittedTransaction): Promise<void>
}

const MAX_CONNECTIONS = 256
const HEARTBEAT_MS = 15_000
/** How often a lake that does not write looks for another process's commits while listened to. */
const FOLLOW_MS = 1_000

/** Where listeners' queries run: the editor's apart from visitors', so none can hold up the Studio's. */
export interface ListenPools {
  editor: QueryPool
  visitor: QueryPool
}

/**
 * `GET /data/listen/{dataset}?query=…`: a server-sent event stream, `welcome` first, then one
 * `mutation` event per document a committed transaction changed that matches the query
 * before or after. `transactionTotalEvents` counts this listener's events of the
 * transaction (the Studio waits for all of them). Drafts reach the editor only. The
 * matching runs in a query worker, within the query time limit; a listener whose query
 * fails or runs over gets `channelError` and is closed, as Content Lake does.
 */
export function createListenHub(
  store: Store,
  policy: EditorPolicy,
  logger: LakeLogger,
  pools: ListenPools,
) {
  const connections = new Set<Connection>()
  let timers: NodeJS.Timeout[] = []

  store.subscribe((committed) => {
    for (const connection of connections) {
      if (connection.dataset !== committed.dataset) continue
      connection.queue = connection.queue
        .then(() => connection.send(committed))
        .catch((error: unknown) => logger.error('lake: a listener event failed', error))
    }
  })

  function startTimers() {
    const heartbeat = setInterval(() => {
      for (const { res } of connections) res.write(':\n\n')
    }, HEARTBEAT_MS)
    const follow = setInterval(() => {
      for (const dataset of new Set([...connections].map((c) => c.dataset))) {
        store.state(dataset).catch((error: unknown) => logger.error('lake: follow failed', error))
      }
    }, FOLLOW_MS)
    timers = [heartbeat, follow]
    for (const timer of timers) timer.unref()
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, dataset: string) {
    if (!(await store.hasDataset(dataset))) {
      throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    }
    const query = url.searchParams.get('query')
    if (!query) throw sanityError(400, 'httpBadRequest', 'The "query" parameter is required')
    const params = paramsFromSearch(url.searchParams)
    // Compiled here only to refuse a query that does not parse before the stream opens.
    compileListenQuery(query, params)
    if (connections.size >= MAX_CONNECTIONS) {
      throw new HttpError(429, {
        error: { type: 'tooManyListeners', description: 'Too many listeners' },
      })
    }
    const options = listenOptions(url.searchParams)
    const editor = isEditor(req, policy)
    const pool = editor ? pools.editor : pools.visitor
    pool.warm()

    const connection: Connection = {
      dataset,
      res,
      queue: Promise.resolve(),
      async send(committed) {
        const changes = committed.changes.filter((change) => editor || !isPrivateId(change.id))
        if (changes.length === 0) return
        let matched: boolean[]
        try {
          const docs = changes.flatMap((change) => [change.before, change.after])
          matched = await pool.match(query, params, docs)
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
          events.push(mutationEvent(committed, change, transition, options))
        })
        events.forEach((event, index) => {
          event.transactionTotalEvents = events.length
          event.transactionCurrentEvent = index + 1
          res.write(sse('mutation', event))
        })
      },
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    })
    res.write(sse('welcome', { listenerName: randomId(), identity: editor ? LOCAL_EDITOR.id : '' }))
    if (connections.size === 0) startTimers()
    connections.add(connection)
    const drop = () => {
      connections.delete(connection)
      if (connections.size === 0) {
        for (const timer of timers) clearInterval(timer)
        timers = []
      }
    }
    res.on('close', drop)
    res.on('error', drop)
  }

  function close() {
    for (const { res } of connections) res.end()
    connections.clear()
    for (const timer of timers) clearInterval(timer)
  }

  return { handle, close }
}
