import { datasetParam, type RequestContext } from '../http/context.ts'
import { LOCAL_EDITOR } from '../http/editor.ts'
import { sanityError } from '../http/errors.ts'
import type { ListenerLimits } from '../limits.ts'
import type { LakeLogger } from '../logger.ts'
import { compileListenQuery } from '../query/groq.ts'
import { paramsFromSearch } from '../query/params.ts'
import type { ListenPools } from '../query/services.ts'
import type { Store } from '../store/store.ts'
import { randomId } from '../store/transaction.ts'
import { type Listener, listenOptions, notify } from './listen-events.ts'
import { admit, ListenerSlots } from './listener-slots.ts'
import { EventChannel, EventStreams, openEventStream, sse } from './streams.ts'

/** How often a lake that does not write looks for another process's commits while listened to. */
const FOLLOW_MS = 1_000

export interface ListenHubParts {
  store: Store
  /** Where listeners' queries run: the editor's apart from visitors'. */
  pools: ListenPools
  logger: LakeLogger
  limits: ListenerLimits
}

/**
 * `GET /data/listen/{dataset}?query=…`: a server-sent event stream, `welcome` first, then one
 * `mutation` event per document a committed transaction changed that matches the query
 * before or after (live/listen-events.ts). The matching runs in a query worker, within the
 * query time limit. Streams are bounded (live/listener-slots.ts): per visitor address, for
 * all visitors, the editor's apart; a reader that stops reading is dropped.
 */
export class ListenHub {
  private readonly streams: EventStreams<Listener>
  private readonly slots: ListenerSlots

  constructor(private readonly parts: ListenHubParts) {
    const { store, logger } = parts
    this.slots = new ListenerSlots(parts.limits)
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
    if (!(await this.parts.store.hasDataset(dataset))) {
      throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    }
    const query = url.searchParams.get('query')
    if (!query) throw sanityError(400, 'httpBadRequest', 'The "query" parameter is required')
    const params = paramsFromSearch(url.searchParams)
    // Compiled here only to refuse a query that does not parse before the stream opens.
    compileListenQuery(query, params)
    admit(this.slots, ctx, this.parts.limits)
    const { editor } = ctx
    const pool = editor ? this.parts.pools.editor : this.parts.pools.visitor
    pool.warm()
    const channel = new EventChannel(res, this.parts.limits.unsentBytes, (unsent) =>
      this.parts.logger.info(`lake: a listener left ${unsent} bytes unread: dropped`),
    )
    const listener: Listener = {
      dataset,
      channel,
      query,
      params,
      editor,
      pool,
      options: listenOptions(url.searchParams),
      queue: Promise.resolve(),
    }
    openEventStream(res)
    channel.send(
      sse('welcome', { listenerName: randomId(), identity: editor ? LOCAL_EDITOR.id : '' }),
    )
    this.streams.add(listener)
  }

  close(): void {
    this.streams.close()
  }

  /** Reads other processes' commits to the datasets listened to (their journals). */
  private follow(): void {
    const datasets = new Set([...this.streams.values()].map((listener) => listener.dataset))
    for (const dataset of datasets) {
      this.parts.store
        .state(dataset)
        .catch((error: unknown) => this.parts.logger.error('lake: follow failed', error))
    }
  }
}
