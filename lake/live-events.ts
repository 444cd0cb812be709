import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPrivateId } from './data-routes.ts'
import { type EditorPolicy, isEditor } from './editor.ts'
import { type LakeLogger, sanityError } from './http.ts'
import { sse } from './listen.ts'
import type { Store } from './store.ts'
import type { CommittedTransaction } from './transaction.ts'

/**
 * Sanity's Live Content API, as far as the Studio's Presentation tool uses it: its live
 * queries (the Studio runs the previewed page's queries and passes the answers on) fetch
 * again when `/data/live/events` names one of the sync tags their last answer carried.
 * The lake tags coarsely, one tag per dataset: any commit to it makes every live query of
 * that dataset ask again, which is exact if not frugal.
 */
const syncTag = (dataset: string) => `s1:${dataset}`

// What `resultSourceMap` answers: no document and no field known (groq-js traces no
// sources). Presentation passes an answer on to the page only when it has a map.
const EMPTY_SOURCE_MAP = { documents: [], paths: [], mappings: {} }

/**
 * Adds `syncTags` and `resultSourceMap` to a query answer that asked for a source map (the
 * Studio's live queries do), as it goes out. The query route itself stays as it is: this
 * wraps the response's `end`, and leaves any other answer (an error, a non-JSON body) alone.
 */
export function withLiveQueryFields(url: URL, dataset: string, res: ServerResponse): void {
  if (!url.searchParams.has('resultSourceMap')) return
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse
  res.end = ((chunk?: unknown) => {
    if (res.statusCode !== 200 || typeof chunk !== 'string') return end(chunk)
    let body: unknown
    try {
      body = JSON.parse(chunk)
    } catch {
      return end(chunk)
    }
    const text = JSON.stringify({
      ...(body as object),
      syncTags: [syncTag(dataset)],
      resultSourceMap: EMPTY_SOURCE_MAP,
    })
    res.setHeader('content-length', Buffer.byteLength(text))
    return end(text)
  }) as typeof res.end
}

interface Connection {
  dataset: string
  drafts: boolean
  res: ServerResponse
}

const HEARTBEAT_MS = 15_000

/** A commit changes what a reader sees: published documents for anyone, drafts for the editor. */
const seenBy = (committed: CommittedTransaction, drafts: boolean) =>
  committed.changes.some((change) => drafts || !isPrivateId(change.id))

/**
 * `GET /data/live/events/{dataset}?includeDrafts=true`: server-sent events, `welcome`, then a
 * `message` per commit (`id` the transaction, `data.tags` its sync tags). Drafts are the
 * editor's only: `includeDrafts` from anyone else answers 401, and their events name
 * commits that changed a published document.
 */
export function createLiveEvents(store: Store, policy: EditorPolicy, logger: LakeLogger) {
  const connections = new Set<Connection>()
  let heartbeat: NodeJS.Timeout | undefined

  store.subscribe((committed) => {
    const event = `id: ${committed.id}\n${sse('message', { tags: [syncTag(committed.dataset)] })}`
    for (const connection of connections) {
      if (connection.dataset !== committed.dataset || !seenBy(committed, connection.drafts))
        continue
      connection.res.write(event, (error) => {
        if (error) logger.error('lake: a live event failed', error)
      })
    }
  })

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, dataset: string) {
    if (!(await store.hasDataset(dataset))) {
      throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    }
    const drafts = url.searchParams.get('includeDrafts') === 'true'
    if (drafts && !isEditor(req, policy)) {
      throw sanityError(401, 'httpUnauthorized', 'Live events with drafts are the local Studio’s')
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    })
    res.write(sse('welcome', {}))
    const connection: Connection = { dataset, drafts, res }
    connections.add(connection)
    heartbeat ??= setInterval(() => {
      for (const { res } of connections) res.write(':\n\n')
    }, HEARTBEAT_MS).unref()
    const drop = () => {
      connections.delete(connection)
      if (connections.size === 0) {
        clearInterval(heartbeat)
        heartbeat = undefined
      }
    }
    res.on('close', drop)
    res.on('error', drop)
  }

  function close() {
    for (const { res } of connections) res.end()
    connections.clear()
    clearInterval(heartbeat)
  }

  return { handle, close }
}
