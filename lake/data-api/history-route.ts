import type { RequestContext } from '../http/context.ts'
import { requireEditor } from '../http/editor.ts'
import { datasetNotFound, sanityError } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { Revisions } from '../store/revisions.ts'
import { sendDocuments, sendTransactions } from './history-answers.ts'
import { documentEvents, eventPage } from './history-events.ts'

function idsOf(segment: string): string[] {
  try {
    return segment.split(',').map(decodeURIComponent).filter(Boolean)
  } catch {
    throw sanityError(400, 'httpBadRequest', `Malformed document ids "${segment}"`)
  }
}

/**
 * `GET /data/history/{dataset}/transactions|documents|events/documents/{ids}`: the Studio's
 * review changes, restore and History panel, for the editor only.
 */
export async function handleHistory(ctx: RequestContext): Promise<void> {
  requireEditor(ctx.req, ctx.policy)
  const { dataset = '', kind, ids: segment = '' } = ctx.params
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
