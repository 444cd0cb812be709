import { datasetParam, type Handler, type RequestContext, requireEditor } from '../http/context.ts'
import { LOCAL_EDITOR } from '../http/editor.ts'
import { datasetNotFound, sanityError } from '../http/errors.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'
import { flag } from '../http/search-params.ts'
import type { QueryPool } from '../query/pool.ts'
import { badMutation } from '../store/errors.ts'
import { applyMutation, type MutationOptions } from '../store/mutations.ts'
import { withSelections } from './mutation-queries.ts'
import { chosenTransactionId, readWriteBody } from './write-request.ts'

const VISIBILITIES = ['sync', 'async', 'deferred']

/** The URL's options, as `@sanity/client` sends them; `dryRun` may also come in the body. */
function mutateOptions(url: URL, body: Record<string, unknown>) {
  const visibility = url.searchParams.get('visibility')
  // Every commit is visible once answered: sync, async and deferred all get that.
  if (visibility !== null && !VISIBILITIES.includes(visibility)) {
    throw sanityError(
      400,
      'httpBadRequest',
      `Invalid visibility "${visibility}": use ${VISIBILITIES.join(', ')}`,
    )
  }
  return {
    returnDocuments: flag(url, 'returnDocuments'),
    returnIds: flag(url, 'returnIds'),
    dryRun: flag(url, 'dryRun') || body.dryRun === true,
    arrayKeys: flag(url, 'autoGenerateArrayKeys'),
  }
}

/**
 * `POST /data/mutate/{dataset}`: `{ mutations, transactionId?, dryRun? }`, applied whole or
 * not at all; `delete` and `patch` by query select their documents in a query worker first.
 */
export function createMutateRoute({ pool }: { pool: QueryPool }): Handler {
  return async function handleMutate(ctx: RequestContext): Promise<void> {
    const dataset = datasetParam(ctx)
    requireEditor(ctx)
    const body = await readWriteBody(ctx)
    if (!Array.isArray(body.mutations) || body.mutations.length === 0) {
      throw badMutation('"mutations" must be a non-empty array')
    }
    const mutations: unknown[] = body.mutations
    const options = mutateOptions(ctx.url, body)
    const projectId = String(ctx.req.headers['x-sanity-project-id'] ?? 'studiodemo')
    const job = { store: ctx.store, pool, dataset, mutations, projectId }
    const done = await withSelections(job, (selected, basedOn) =>
      ctx.store.transact(
        dataset,
        (tx) => {
          const at: MutationOptions = { arrayKeys: options.arrayKeys, selected }
          const results = mutations.flatMap((mutation, index) =>
            applyMutation(tx, mutation, { index, ...at }),
          )
          // Each document as the transaction leaves it (a later mutation may change it again).
          return options.returnDocuments
            ? results.map((r) => ({ ...r, document: tx.get(r.id) }))
            : results
        },
        {
          author: LOCAL_EDITOR.id,
          transactionId: chosenTransactionId(body),
          dryRun: options.dryRun,
          basedOn,
        },
      ),
    )
    if (!done) throw datasetNotFound(dataset)
    const results = done.result
    const ids = options.returnIds ? { documentIds: results.map((r) => r.id) } : {}
    sendJson(ctx.res, 200, { transactionId: done.committed.id, results, ...ids }, NO_STORE)
  }
}
