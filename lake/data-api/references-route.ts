import { datasetParam, type RequestContext } from '../http/context.ts'
import { datasetNotFound } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'

/**
 * `GET /data/references/{dataset}/documents/{id}/to`: the documents of other datasets that
 * reference this one, which the Studio's delete dialog asks for. The lake has no
 * cross-dataset references, so there are none (the dialog finds this dataset's own with GROQ).
 */
export async function handleReferences(ctx: RequestContext): Promise<void> {
  const dataset = datasetParam(ctx)
  if (!(await ctx.store.hasDataset(dataset))) throw datasetNotFound(dataset)
  sendJson(ctx.res, 200, { totalCount: 0, references: [] }, NO_STORE)
}
