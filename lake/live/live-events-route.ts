import { datasetParam, type RequestContext } from '../http/context.ts'
import { isEditor } from '../http/editor.ts'
import { sanityError } from '../http/errors.ts'
import { flag } from '../http/search-params.ts'
import type { LakeLogger } from '../logger.ts'
import { isPrivateId } from '../store/perspective.ts'
import type { Store } from '../store/store.ts'
import type { CommittedTransaction } from '../store/transaction.ts'
import { syncTag } from './live-query-fields.ts'
import { EventStreams, openEventStream, sse } from './streams.ts'

interface Connection {
  dataset: string
  drafts: boolean
  res: RequestContext['res']
}

/** A commit changes what a reader sees: published documents for anyone, drafts for the editor. */
const seenBy = (committed: CommittedTransaction, drafts: boolean) =>
  committed.changes.some((change) => drafts || !isPrivateId(change.id))

/**
 * Sanity's Live Content API, as far as the Studio's Presentation tool uses it: its live
 * queries (the Studio runs the previewed page's queries and passes the answers on) fetch
 * again when `/data/live/events` names one of the sync tags their last answer carried.
 *
 * `GET /data/live/events/{dataset}?includeDrafts=true`: server-sent events, `welcome`, then a
 * `message` per commit (`id` the transaction, `data.tags` its sync tags). Drafts are the
 * editor's only: `includeDrafts` from anyone else answers 401, and their events name
 * commits that changed a published document.
 */
export class LiveEvents {
  private readonly streams = new EventStreams<Connection>()

  constructor(
    private readonly store: Store,
    logger: LakeLogger,
  ) {
    store.subscribe((committed) => {
      const event = `id: ${committed.id}\n${sse('message', { tags: [syncTag(committed.dataset)] })}`
      for (const connection of this.streams.values()) {
        if (connection.dataset !== committed.dataset || !seenBy(committed, connection.drafts))
          continue
        connection.res.write(event, (error) => {
          if (error) logger.error('lake: a live event failed', error)
        })
      }
    })
  }

  async handle(ctx: RequestContext): Promise<void> {
    const dataset = datasetParam(ctx)
    if (!(await this.store.hasDataset(dataset))) {
      throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    }
    const drafts = flag(ctx.url, 'includeDrafts')
    if (drafts && !isEditor(ctx.req, ctx.policy)) {
      throw sanityError(401, 'httpUnauthorized', 'Live events with drafts are the local Studio’s')
    }
    openEventStream(ctx.res)
    ctx.res.write(sse('welcome', {}))
    this.streams.add({ dataset, drafts, res: ctx.res })
  }

  close(): void {
    this.streams.close()
  }
}
