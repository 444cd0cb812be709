import type { IncomingMessage } from 'node:http'
import { isRecord } from '../../src/lib/is-record.ts'
import { readJsonBody } from '../http/body.ts'
import { datasetParam, type Handler, type RequestContext } from '../http/context.ts'
import { isEditor } from '../http/editor.ts'
import { HttpError, sanityError } from '../http/errors.ts'
import { NO_STORE, sendText } from '../http/respond.ts'
import type { AnswerCache } from '../query/answer-cache.ts'
import { isRepeatable } from '../query/groq.ts'
import { paramsFromSearch } from '../query/params.ts'
import type { QueryPool } from '../query/pool.ts'
import type { DatasetState } from '../store/dataset-state.ts'
import { defaultPerspective, normalisePerspective } from '../store/perspective.ts'

interface QueryRequest {
  query: string
  params: Record<string, unknown>
}

async function readQueryRequest(
  req: IncomingMessage,
  url: URL,
  maxBody: number,
): Promise<QueryRequest> {
  const fromUrl = paramsFromSearch(url.searchParams)
  if (req.method !== 'POST') {
    const query = url.searchParams.get('query')
    if (!query) throw sanityError(400, 'httpBadRequest', 'The "query" parameter is required')
    return { query, params: fromUrl }
  }
  const parsed = await readJsonBody(req, maxBody)
  if (!isRecord(parsed) || typeof parsed.query !== 'string' || parsed.query === '') {
    throw sanityError(
      400,
      'httpBadRequest',
      'The request body must be an object with a "query" string',
    )
  }
  const params = parsed.params === undefined ? {} : parsed.params
  if (!isRecord(params)) throw sanityError(400, 'httpBadRequest', '"params" must be an object')
  return { query: parsed.query, params: { ...fromUrl, ...params } }
}

/**
 * The perspective a request gets. A visitor gets published content: an explicit `drafts`
 * or `raw` is refused, and an old API version's default (`raw`) becomes `published`, as
 * Content Lake hides drafts from a request that may not read them.
 */
function allowedPerspective(ctx: RequestContext): string {
  const asked = ctx.url.searchParams.get('perspective')
  const editor = isEditor(ctx.req, ctx.policy)
  if (asked === null) {
    const fallback = defaultPerspective(ctx.params.apiVersion ?? 'X')
    return editor ? fallback : 'published'
  }
  if (!editor && normalisePerspective(asked) !== 'published') {
    throw sanityError(
      401,
      'httpUnauthorized',
      `The "${asked}" perspective shows drafts: only the local Studio may ask for it`,
    )
  }
  return asked
}

/** Which copy of a dataset, and how far along its journal: part of every kept answer's key. */
function versions() {
  const copies = new WeakMap<DatasetState, number>()
  let next = 1
  return (state: DatasetState) => {
    let copy = copies.get(state)
    if (copy === undefined) {
      copy = next++
      copies.set(state, copy)
    }
    return `${copy}.${state.transactions.length}`
  }
}

export interface QueryRouteDeps {
  pool: QueryPool
  /** Answers given before, kept while their dataset is unchanged. */
  cache: AnswerCache
}

/**
 * `GET|POST /data/query/{dataset}` (`?query=…&$p=…` or `{ query, params }`), answering
 * `{ ms, query, result }` from the worker pool, or from the cache while the dataset is
 * unchanged, since every visit asks the same site query; a repeat in flight waits for it.
 */
export function createQueryRoute({ pool, cache }: QueryRouteDeps): Handler {
  const versionOf = versions()
  const running = new Map<string, Promise<string>>()

  function answer(key: string | undefined, dataset: string, run: () => Promise<string>) {
    if (key === undefined) return run()
    const kept = cache.get(key)
    if (kept !== undefined) return Promise.resolve(kept)
    let pending = running.get(key)
    if (!pending) {
      pending = run()
      running.set(key, pending)
      pending.then(
        (json) => cache.set(key, dataset, json),
        () => {},
      )
      void pending.finally(() => running.delete(key)).catch(() => {})
    }
    return pending
  }

  return async function handleQuery(ctx) {
    const { req, url, store } = ctx
    const started = performance.now()
    const dataset = datasetParam(ctx)
    const projectId = String(req.headers['x-sanity-project-id'] ?? 'studiodemo')
    const perspective = normalisePerspective(allowedPerspective(ctx))
    if (!(await store.hasDataset(dataset))) {
      throw new HttpError(404, {
        error: {
          description: `Dataset "${dataset}" not found for project ID "${projectId}"`,
          type: 'httpNotFound',
        },
      })
    }
    const { query, params } = await readQueryRequest(req, url, ctx.config.query.requestBytes)
    const state = await store.state(dataset)
    if (!state) throw sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
    // No await from here to the pool: a write committed before this line reaches the
    // worker before the query does.
    const context = { projectId, dataset }
    const key = isRepeatable(query)
      ? JSON.stringify([dataset, versionOf(state), perspective, projectId, query, params])
      : undefined
    const json = await answer(key, dataset, () =>
      pool.run({ dataset, state, perspective, query, params, context }),
    )
    const ms = Math.round(performance.now() - started)
    const returnQuery = url.searchParams.get('returnQuery') !== 'false'
    const head = returnQuery ? `{"ms":${ms},"query":${JSON.stringify(query)}` : `{"ms":${ms}`
    // The answer is JSON already (from the worker or the cache): it is not parsed again.
    sendText(ctx.res, 200, `${head},"result":${json}}`, {
      type: 'application/json; charset=utf-8',
      headers: NO_STORE,
    })
  }
}
