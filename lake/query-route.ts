import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRecord } from '../src/lib/is-record.ts'
import type { AnswerCache } from './answer-cache.ts'
import type { DatasetState } from './dataset-state.ts'
import { HttpError, readJsonBody, sanityError, sendText } from './http.ts'
import { defaultPerspective, normalisePerspective } from './perspective.ts'
import { isRepeatable } from './query.ts'
import type { QueryPool } from './query-pool.ts'
import type { Store } from './store.ts'

/** `/v{apiVersion}/data/query/{dataset}`; dated versions, `v1` and `vX` as Sanity accepts. */
export const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([^/]+)\/?$/

interface QueryRequest {
  query: string
  params: Record<string, unknown>
}

/** `$name=<JSON>` search params, as `@sanity/client` encodes them for GET. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw sanityError(
        400,
        'httpBadRequest',
        `Unable to parse value of "${key}=${raw}". Please quote string values.`,
      )
    }
  }
  return params
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

/** The dataset segment of the path, decoded; a malformed percent-encoding is the client's error. */
export function datasetFromPath(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw sanityError(400, 'httpBadRequest', `Malformed dataset name in the URL: "${segment}"`)
  }
}

/**
 * The perspective a request gets. A visitor gets published content: an explicit `drafts`
 * or `raw` is refused, and an old API version's default (`raw`) becomes `published`, as
 * Content Lake hides drafts from a request that may not read them.
 */
function allowedPerspective(asked: string | null, apiVersion: string, editor: boolean): string {
  if (asked === null) {
    const fallback = defaultPerspective(apiVersion)
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

export interface QueryRouteDeps {
  store: Store
  pool: QueryPool
  cache: AnswerCache
  /** Bytes a POSTed query may have. */
  requestBytes: number
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

/**
 * The query endpoint (`GET ?query=…&$p=…` or `POST { query, params }`, answering
 * `{ ms, query, result }`), answered by the worker pool and cached while the dataset is
 * unchanged, since every visit asks the same site query; a repeat in flight waits for it.
 */
export function createQueryRoute({ store, pool, cache, requestBytes }: QueryRouteDeps) {
  const versionOf = versions()
  const running = new Map<string, Promise<string>>()
  store.subscribe((committed) => cache.forget(committed.dataset))

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

  return async function handleQuery(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    match: RegExpExecArray,
    editor: boolean,
  ): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      throw sanityError(405, 'httpMethodNotAllowed', `Method ${req.method} is not allowed here`)
    }
    const started = performance.now()
    const apiVersion = match[1] ?? 'X'
    const dataset = datasetFromPath(match[2] ?? '')
    const projectId = String(req.headers['x-sanity-project-id'] ?? 'studiodemo')
    const perspective = normalisePerspective(
      allowedPerspective(url.searchParams.get('perspective'), apiVersion, editor),
    )
    if (!(await store.hasDataset(dataset))) {
      throw new HttpError(404, {
        error: {
          description: `Dataset "${dataset}" not found for project ID "${projectId}"`,
          type: 'httpNotFound',
        },
      })
    }
    const { query, params } = await readQueryRequest(req, url, requestBytes)
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
    sendText(res, 200, `${head},"result":${json}}`, 'application/json; charset=utf-8', {
      // Content changes with the dataset; never let a browser reuse an old answer.
      'cache-control': 'no-store',
    })
  }
}
