import type { IncomingMessage, ServerResponse } from 'node:http'
import { datasetNotFound } from './data-routes.ts'
import { type EditorPolicy, requireEditor } from './editor.ts'
import { documentEvents, eventPage } from './history-events.ts'
import { sanityError, sendJson } from './http.ts'
import { wholeDocumentEffects } from './listen.ts'
import type { Doc } from './perspective.ts'
import { type HistoryTx, Revisions } from './revisions.ts'
import type { Store } from './store.ts'

const flag = (url: URL, name: string) => url.searchParams.get(name) === 'true'

function idsOf(segment: string): string[] {
  try {
    return segment.split(',').map(decodeURIComponent).filter(Boolean)
  } catch {
    throw sanityError(400, 'httpBadRequest', `Malformed document ids "${segment}"`)
  }
}

/** Cuts a chronological list to [fromTransaction, toTransaction] and the time window. */
function selectRange(list: HistoryTx[], url: URL): HistoryTx[] {
  const from = url.searchParams.get('fromTransaction')
  const to = url.searchParams.get('toTransaction')
  const fromTime = url.searchParams.get('fromTime')
  const toTime = url.searchParams.get('toTime')
  let start = from ? list.findIndex((tx) => tx.id === from) : 0
  let end = to ? list.findIndex((tx) => tx.id === to) : list.length - 1
  if (start < 0 || end < 0) return []
  if (start > end) [start, end] = [end, start]
  return list
    .slice(start, end + 1)
    .filter((tx) => (!fromTime || tx.timestamp >= fromTime) && (!toTime || tx.timestamp <= toTime))
}

/**
 * `GET /data/history/{dataset}/transactions/{ids}`: NDJSON, a transaction a line, with
 * mendoza `effects` per document and the mutations unless excluded; takes Content Lake's
 * `reverse`, `limit`, `from/toTransaction`, `from/toTime`, `includeIdentifiedDocumentsOnly`.
 */
function sendTransactions(res: ServerResponse, revisions: Revisions, ids: string[], url: URL) {
  let list = selectRange(revisions.transactions(ids), url)
  if (flag(url, 'reverse')) list = list.reverse()
  const limit = Number(url.searchParams.get('limit') ?? 100)
  list = list.slice(0, Number.isInteger(limit) && limit > 0 ? Math.min(limit, 10_000) : 100)
  const onlyAsked = flag(url, 'includeIdentifiedDocumentsOnly')
  const mendoza = url.searchParams.get('effectFormat') === 'mendoza'
  const mutations = !flag(url, 'excludeMutations') && !flag(url, 'excludeContent')
  const lines = list.map((tx) => {
    const documentIDs = onlyAsked ? tx.ids.filter((id) => ids.includes(id)) : tx.ids
    const changes = documentIDs.map((id) => ({
      id,
      before: tx.index < 0 ? null : revisions.before(tx.index, id),
      after: revisions.after(tx.index, id),
      mutations: [],
    }))
    return JSON.stringify({
      id: tx.id,
      timestamp: tx.timestamp,
      author: tx.author,
      documentIDs,
      ...(mutations
        ? {
            mutations: changes.map((c) =>
              c.after ? { createOrReplace: c.after } : { delete: { id: c.id } },
            ),
          }
        : {}),
      ...(mendoza
        ? { effects: Object.fromEntries(changes.map((c) => [c.id, wholeDocumentEffects(c)])) }
        : {}),
    })
  })
  res.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' })
  res.end(lines.length ? `${lines.join('\n')}\n` : '')
}

/**
 * `GET /data/history/{dataset}/documents/{ids}?revision=…|time=…|lastRevision=true`: the
 * documents as they were at a revision (what the Studio restores) or a time.
 */
function sendDocuments(res: ServerResponse, revisions: Revisions, ids: string[], url: URL) {
  const list = revisions.transactions(ids)
  const revision = url.searchParams.get('revision')
  const time = url.searchParams.get('time')
  const at = (id: string, upTo: (tx: HistoryTx) => boolean): Doc | null => {
    const own = list.filter((tx) => tx.ids.includes(id) && upTo(tx))
    const last = own[own.length - 1]
    return last ? revisions.after(last.index, id) : null
  }
  let documents: (Doc | null)[]
  if (flag(url, 'lastRevision')) {
    documents = ids.map((id) => {
      const own = list.filter((tx) => tx.ids.includes(id))
      for (let i = own.length - 1; i >= 0; i--) {
        const doc = revisions.after(own[i]?.index ?? -1, id)
        if (doc) return doc
      }
      return null
    })
  } else if (revision) {
    const index = revisions.indexOf(revision)
    if (index === undefined)
      throw sanityError(404, 'httpNotFound', `Revision "${revision}" not found`)
    documents = ids.map((id) => at(id, (tx) => tx.index <= index))
  } else {
    const until = time ?? new Date().toISOString()
    documents = ids.map((id) => at(id, (tx) => tx.timestamp <= until))
  }
  sendJson(
    res,
    200,
    { documents: documents.filter((doc) => doc !== null) },
    { 'cache-control': 'no-store' },
  )
}

export const HISTORY_PATH =
  /^\/data\/history\/([^/]+)\/(transactions|documents|events\/documents)\/(.+)$/

export async function handleHistory(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
  store: Store,
  policy: EditorPolicy,
): Promise<void> {
  requireEditor(req, policy)
  const dataset = match[1] ?? ''
  const state = await store.state(dataset)
  if (!state) throw datasetNotFound(dataset)
  const ids = idsOf(match[3] ?? '')
  const revisions = new Revisions(state, store.journalPath(dataset))
  if (match[2] === 'transactions') sendTransactions(res, revisions, ids, url)
  else if (match[2] === 'documents') sendDocuments(res, revisions, ids, url)
  else {
    // The document events API (the Studio's History panel), for one document id.
    const id = ids[0] ?? ''
    const draft = id.startsWith('drafts.')
    const events = documentEvents(
      revisions,
      id.replace(/^drafts\./, ''),
      draft ? 'draft' : 'published',
    )
    const limit = Number(url.searchParams.get('limit') ?? 100)
    const { page, nextCursor } = eventPage(
      events,
      limit > 0 ? limit : 100,
      url.searchParams.get('nextCursor'),
    )
    sendJson(res, 200, { events: { [id]: page }, nextCursor }, { 'cache-control': 'no-store' })
  }
}
