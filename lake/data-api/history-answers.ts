import type { RequestContext } from '../http/context.ts'
import { sanityError } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { flag } from '../http/search-params.ts'
import { wholeDocumentEffects } from '../store/effects.ts'
import type { Doc } from '../store/perspective.ts'
import type { HistoryTx, Revisions } from '../store/revisions.ts'

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
export function sendTransactions(ctx: RequestContext, revisions: Revisions, ids: string[]) {
  const { url, res } = ctx
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
  res.writeHead(200, { 'content-type': 'application/x-ndjson', ...NO_STORE })
  res.end(lines.length ? `${lines.join('\n')}\n` : '')
}

/**
 * `GET /data/history/{dataset}/documents/{ids}?revision=…|time=…|lastRevision=true`: the
 * documents as they were at a revision (what the Studio restores) or a time.
 */
export function sendDocuments(ctx: RequestContext, revisions: Revisions, ids: string[]) {
  const { url, res } = ctx
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
  sendJson(res, 200, { documents: documents.filter((doc) => doc !== null) }, NO_STORE)
}
