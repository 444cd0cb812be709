import {
  datasetParam,
  decodePathPart,
  type RequestContext,
  requireEditor,
} from '../http/context.ts'
import { datasetNotFound } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { Revisions } from '../store/revisions.ts'
import { sendDocuments, sendTransactions } from './history-answers.ts'
import { documentEvents, eventPage } from './history-events.ts'

const idsOf = (segment: string): string[] =>
  segment
    .split(',')
    .map((id) => decodePathPart(id, 'document id'))
    .filter(Boolean)

/**
 * `GET /data/history/{dataset}/transactions|documents|events/documents/{ids}`: the Studio's
 * review changes, restore and History panel, for the editor only.
 */
export async function handleHistory(ctx: RequestContext): Promise<void> {
  requireEditor(ctx)
  const dataset = datasetParam(ctx)
  const { kind, ids: segment = '' } = ctx.params
  const state = await ctx.store.state(dataset)
  if (!state) throw datasetNotFound(dataset)
  const ids = idsOf(segment)
  const revisions = new Revisions(state, ctx.store.journalPath(dataset))
  if (kind === 'transactions') sendTransactions(ctx, revisions, ids)
  else if (kind === 'documents') sendDocuments(ctx, revisions, ids)
  else sendEvents(ctx, revisions, ids[0] ?? '')
}

/** The document events API (the Studio's History panel), for one document id. */
function sendEvents(ctx: RequestContext, revisions: Revisions, id: string): void {
  const draft = id.startsWith('drafts.')
  const events = documentEvents(
    revisions,
    id.replace(/^drafts\./, ''),
    draft ? 'draft' : 'published',
  )
  const limit = Number(ctx.url.searchParams.get('limit') ?? 100)
  const { page, nextCursor } = eventPage(
    events,
    limit > 0 ? limit : 100,
    ctx.url.searchParams.get('nextCursor'),
  )
  sendJson(ctx.res, 200, { events: { [id]: page }, nextCursor }, NO_STORE)
}
