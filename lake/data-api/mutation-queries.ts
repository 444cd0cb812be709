import { isRecord } from '../../src/lib/is-record.ts'
import type { QueryPool } from '../query/pool.ts'
import type { DatasetState } from '../store/dataset-state.ts'
import { StoreError } from '../store/errors.ts'
import { byQuery } from '../store/mutations.ts'
import type { Store } from '../store/store.ts'

/** Tries before a dataset that keeps changing under the queries gets a 409. */
const ATTEMPTS = 3

export interface QueryMutations {
  store: Store
  pool: QueryPool
  dataset: string
  mutations: unknown[]
  projectId: string
}

/** The `_id`s in a query's answer: its documents, or the one document it is. */
function idsIn(result: unknown): string[] {
  const items = Array.isArray(result) ? result : [result]
  const ids = items.flatMap((item) =>
    isRecord(item) && typeof item._id === 'string' ? [item._id] : [],
  )
  return [...new Set(ids)]
}

/** The `delete` or `patch` body of a mutation by query, with its index. */
function queriesOf(mutations: unknown[]) {
  return mutations.flatMap((mutation, index) => {
    if (!isRecord(mutation)) return []
    const body: unknown = mutation.delete ?? mutation.patch
    if (!byQuery(body) || typeof body.query !== 'string') return []
    const params = isRecord(body.params) ? body.params : {}
    return [{ index, query: body.query, params }]
  })
}

/**
 * Each by-query mutation's selection, evaluated like any query (a worker, the raw view, the
 * query limits), over the dataset as it stands.
 */
async function selectAll(job: QueryMutations, state: DatasetState) {
  const selected = new Map<number, string[]>()
  const context = { projectId: job.projectId, dataset: job.dataset }
  for (const { index, query, params } of queriesOf(job.mutations)) {
    const json = await job.pool.run({
      dataset: job.dataset,
      state,
      perspective: 'raw',
      query,
      params,
      context,
    })
    selected.set(index, idsIn(JSON.parse(json)))
  }
  return selected
}

type Commit<T> = (
  selected: ReadonlyMap<number, string[]>,
  basedOn?: { state: DatasetState; version: number },
) => Promise<T>

/**
 * Runs `commit` with the documents each mutation by query selects. The queries run first, off
 * the server's thread; the commit is refused if another transaction landed meanwhile, and the
 * whole is tried again, so a transaction never acts on a stale selection.
 */
export async function withSelections<T>(job: QueryMutations, commit: Commit<T>): Promise<T> {
  if (queriesOf(job.mutations).length === 0) return commit(new Map())
  for (let attempt = 1; ; attempt++) {
    const state = await job.store.state(job.dataset)
    if (!state) return commit(new Map())
    const version = state.transactions.length
    const selected = await selectAll(job, state)
    try {
      return await commit(selected, { state, version })
    } catch (error) {
      const moved = error instanceof StoreError && error.code === 'changedMeanwhile'
      if (!moved || attempt >= ATTEMPTS) throw error
    }
  }
}
