import { datasetParam, type RequestContext } from '../http/context.ts'
import { LOCAL_EDITOR, requireEditor } from '../http/editor.ts'
import { datasetNotFound } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { applyAction } from '../store/actions.ts'
import { badMutation } from '../store/errors.ts'
import { chosenTransactionId, readWriteBody } from './write-request.ts'

/**
 * `POST /data/actions/{dataset}`: the Studio's edits, `{ actions, transactionId, dryRun? }`.
 * A GET asks whether the Actions API is on for this project.
 */
export async function handleActions(ctx: RequestContext): Promise<void> {
  const dataset = datasetParam(ctx)
  if (ctx.req.method === 'GET') {
    sendJson(ctx.res, 200, { enabled: true, compatibleStudioVersions: '*' })
    return
  }
  requireEditor(ctx.req, ctx.policy)
  const body = await readWriteBody(ctx)
  if (!Array.isArray(body.actions) || body.actions.length === 0) {
    throw badMutation('"actions" must be a non-empty array')
  }
  const actions = body.actions
  const done = await ctx.store.transact(
    dataset,
    (tx) => {
      for (const [index, action] of actions.entries()) applyAction(tx, action, index)
    },
    {
      author: LOCAL_EDITOR.id,
      transactionId: chosenTransactionId(body),
      dryRun: body.dryRun === true,
    },
  )
  if (!done) throw datasetNotFound(dataset)
  sendJson(ctx.res, 200, { transactionId: done.committed.id }, NO_STORE)
}
