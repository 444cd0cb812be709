import { datasetParam, type RequestContext } from '../http/context.ts'
import { isEditor } from '../http/editor.ts'
import { datasetNotFound, sanityError } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { type Doc, isPrivateId } from '../store/perspective.ts'

/**
 * `GET /data/doc/{dataset}/{id,id,…}`: documents by id, `{ documents, omitted }`. A visitor
 * gets published documents; drafts are omitted for want of permission, as Content Lake
 * does on a public dataset without a token.
 */
export async function handleDoc(ctx: RequestContext): Promise<void> {
  const dataset = datasetParam(ctx)
  const state = await ctx.store.state(dataset)
  if (!state) throw datasetNotFound(dataset)
  const editor = isEditor(ctx.req, ctx.policy)
  const documents: Doc[] = []
  const omitted: { id: string; reason: string }[] = []
  for (const raw of (ctx.params.ids ?? '').split(',')) {
    let id: string
    try {
      id = decodeURIComponent(raw)
    } catch {
      throw sanityError(400, 'httpBadRequest', `Malformed document id "${raw}"`)
    }
    if (!editor && isPrivateId(id)) omitted.push({ id, reason: 'permission' })
    else {
      const doc = state.docs.get(id)
      if (doc) documents.push(doc)
      else omitted.push({ id, reason: 'existence' })
    }
  }
  sendJson(ctx.res, 200, { documents, omitted }, NO_STORE)
}
