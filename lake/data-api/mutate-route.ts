import { datasetParam, type RequestContext } from '../http/context.ts'
import { LOCAL_EDITOR, requireEditor } from '../http/editor.ts'
import { datasetNotFound } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { flag } from '../http/search-params.ts'
import { badMutation } from '../store/errors.ts'
import { applyMutation } from '../store/mutations.ts'
import { chosenTransactionId, readWriteBody } from './write-request.ts'

/** `POST /data/mutate/{dataset}`: `{ mutations, transactionId? }`, applied whole or not at all. */
export async function handleMutate(ctx: RequestContext): Promise<void> {
  const { url } = ctx
  const dataset = datasetParam(ctx)
  requireEditor(ctx.req, ctx.policy)
  const body = await readWriteBody(ctx)
  if (!Array.isArray(body.mutations) || body.mutations.length === 0) {
    throw badMutation('"mutations" must be a non-empty array')
  }
  const mutations = body.mutations
  const returnDocuments = flag(url, 'returnDocuments')
  const done = await ctx.store.transact(
    dataset,
    (tx) => {
      const results = mutations.map((mutation, index) => applyMutation(tx, mutation, index))
      // Each document as the transaction leaves it (a later mutation may change it again).
      return returnDocuments ? results.map((r) => ({ ...r, document: tx.get(r.id) })) : results
    },
    {
      author: LOCAL_EDITOR.id,
      transactionId: chosenTransactionId(body),
      dryRun: flag(url, 'dryRun'),
    },
  )
  if (!done) throw datasetNotFound(dataset)
  const results = done.result
  sendJson(
    ctx.res,
    200,
    {
      transactionId: done.committed.id,
      results,
      ...(flag(url, 'returnIds') ? { documentIds: results.map((r) => r.id) } : {}),
    },
    NO_STORE,
  )
}
