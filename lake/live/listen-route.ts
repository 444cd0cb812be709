import { datasetParam, type RequestContext } from '../http/context.ts'
import { isEditor, LOCAL_EDITOR } from '../http/editor.ts'
import { HttpError, sanityError } from '../http/errors.ts'
import { LISTENERS } from '../limits.ts'
import type { LakeLogger } from '../logger.ts'
import { compileListenQuery } from '../query/groq.ts'
import { paramsFromSearch } from '../query/params.ts'
import type { ListenPools } from '../query/services.ts'
import type { Store } from '../store/store.ts'
import { randomId } from '../store/transaction.ts'
import { type Listener, listenOptions, notify } from './listen-events.ts'
import { EventStreams, openEventStream, sse } from './streams.ts'

/** How often a lake that does not write looks for another process's commits while listened to. */
const FOLLOW_MS = 1_000

/**
 * `GET /data/listen/{dataset}?query=…`: a server-sent event stream, `welcome` first, then one
 * `mutation` event per document a committed transaction changed that matches the query
 * before or after (live/listen-events.ts). The matching runs in a query worker, within the
 * query time limit.
 */
export class ListenHub {
  private readonly streams: EventStreams<Listener>

  constructor(
    private readonly store: Store,
    private readonly pools: ListenPools,
    private readonly logger: LakeLogger,
  ) {
    this.streams = new EventStreams([{ ms: FOLLOW_MS, run: () => this.follow() }])
    store.subscribe((committed) => {
      for (const listener of this.streams.values()) {
        if (listener.dataset !== committed.dataset) continue
        listener.queue = listener.queue
          .then(() => notify(listener, committed))
          .catch((error: unknown) => logger.error('lake: a listener event failed', error))
      }
    })
  }

  async handle(ctx: RequestContext): Promise<void> {
    const { url, res } = ctx
    const dataset = datasetParam(ctx)
    if (!(await this.store.hasDataset(dataset))) {
      throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    }
    const query = url.searchParams.get('query')
    if (!query) throw sanityError(400, 'httpBadRequest', 'The "query" parameter is required')
    const params = paramsFromSearch(url.searchParams)
    // Compiled here only to refuse a query that does not parse before the stream opens.
    compileListenQuery(query, params)
    if (this.streams.size >= LISTENERS) {
      throw new HttpError(429, {
        error: { type: 'tooManyListeners', description: 'Too many listeners' },
      })
    }
    const editor = isEditor(ctx.req, ctx.policy)
    const pool = editor ? this.pools.editor : this.pools.visitor
    pool.warm()
    const options = listenOptions(url.searchParams)
    const listener = {
      dataset,
      res,
      query,
      params,
      editor,
      pool,
      options,
      queue: Promise.resolve(),
    }
    openEventStream(res)
    res.write(sse('welcome', { listenerName: randomId(), identity: editor ? LOCAL_EDITOR.id : '' }))
    this.streams.add(listener)
  }

  close(): void {
    this.streams.close()
  }

  /** Reads other processes' commits to the datasets listened to (their journals). */
  private follow(): void {
    const datasets = new Set([...this.streams.values()].map((listener) => listener.dataset))
    for (const dataset of datasets) {
      this.store
        .state(dataset)
        .catch((error: unknown) => this.logger.error('lake: follow failed', error))
    }
  }
}
