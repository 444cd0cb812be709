import { datasetParam, type RequestContext } from '../http/context.ts'
import { notEditor } from '../http/editor.ts'
import { sanityError } from '../http/errors.ts'
import { flag } from '../http/search-params.ts'
import type { ListenerLimits } from '../limits.ts'
import type { LakeLogger } from '../logger.ts'
import { visibleIds } from '../store/perspective.ts'
import type { Store } from '../store/store.ts'
import type { CommittedTransaction } from '../store/transaction.ts'
import { admit, ListenerSlots } from './listener-slots.ts'
import { EventChannel, EventStreams, openEventStream, sse } from './streams.ts'
import { syncTag } from './sync-tags.ts'

interface Connection {
  dataset: string
  /** The ids this reader may hear of (store/perspective.ts). */
  sees: (id: string) => boolean
  channel: EventChannel
}

/** Whether a commit changed anything the reader sees. */
const seenBy = (committed: CommittedTransaction, connection: Connection) =>
  committed.changes.some((change) => connection.sees(change.id))

export interface LiveEventsParts {
  store: Store
  logger: LakeLogger
  limits: ListenerLimits
}

/**
 * Sanity's Live Content API, as far as the Studio's Presentation tool uses it: its live
 * queries (the Studio runs the previewed page's queries and passes the answers on) fetch
 * again when `/data/live/events` names one of the sync tags their last answer carried.
 *
 * `GET /data/live/events/{dataset}?includeDrafts=true`: server-sent events, `welcome`, then a
 * `message` per commit (`id` the transaction, `data.tags` its sync tags). Drafts are the
 * editor's only: `includeDrafts` from anyone else answers 401, and a visitor's events name
 * only commits that changed a public (root-path) document. Streams are bounded as listeners'.
 */
export class LiveEvents {
  private readonly streams = new EventStreams<Connection>()
  private readonly slots: ListenerSlots

  constructor(private readonly parts: LiveEventsParts) {
    this.slots = new ListenerSlots(parts.limits)
    parts.store.subscribe((committed) => {
      const event = `id: ${committed.id}\n${sse('message', { tags: [syncTag(committed.dataset)] })}`
      for (const connection of this.streams.values()) {
        if (connection.dataset === committed.dataset && seenBy(committed, connection)) {
          connection.channel.send(event)
        }
      }
    })
  }

  async handle(ctx: RequestContext): Promise<void> {
    const dataset = datasetParam(ctx)
    if (!(await this.parts.store.hasDataset(dataset))) {
      throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    }
    const drafts = flag(ctx.url, 'includeDrafts')
    if (drafts && !ctx.editor) {
      throw notEditor(`Live events with drafts are the editor’s: ${ctx.editorRefusal}`)
    }
    admit(this.slots, ctx, this.parts.limits)
    const channel = new EventChannel(ctx.res, this.parts.limits.unsentBytes, (unsent) =>
      this.parts.logger.info(`lake: a live events reader left ${unsent} bytes unread: dropped`),
    )
    openEventStream(ctx.res)
    channel.send(sse('welcome', {}))
    this.streams.add({ dataset, sees: visibleIds({ editor: ctx.editor, drafts }), channel })
  }

  close(): void {
    this.streams.close()
  }
}
