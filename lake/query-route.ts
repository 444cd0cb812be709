import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRecord } from '../src/lib/is-record.ts'
import { HttpError, readJsonBody, sanityError, sendJson } from './http.ts'
import { defaultPerspective, normalisePerspective } from './perspective.ts'
import { runQuery } from './query.ts'
import type { Store } from './store.ts'

/** `/v{apiVersion}/data/query/{dataset}`; dated versions, `v1` and `vX` as Sanity accepts. */
export const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([^/]+)\/?$/

// Far above anything a site query needs, low enough that a runaway client cannot fill memory.
const MAX_QUERY_BODY = 4 * 1024 * 1024

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

async function readQueryRequest(req: IncomingMessage, url: URL): Promise<QueryRequest> {
  const fromUrl = paramsFromSearch(url.searchParams)
  if (req.method !== 'POST') {
    const query = url.searchParams.get('query')
    if (!query) throw sanityError(400, 'httpBadRequest', 'The "query" parameter is required')
    return { query, params: fromUrl }
  }
  const parsed = await readJsonBody(req, MAX_QUERY_BODY)
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

/** The query endpoint: `GET ?query=…&$p=…` or `POST { query, params }`, answering `{ ms, query, result }`. */
export async function handleQuery(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
  store: Store,
  editor: boolean,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    throw sanityError(405, 'httpMethodNotAllowed', `Method ${req.method} is not allowed here`)
  }
  const started = performance.now()
  const apiVersion = match[1] ?? 'X'
  const dataset = datasetFromPath(match[2] ?? '')
  const projectId = String(req.headers['x-sanity-project-id'] ?? 'studiodemo')
  const perspective = allowedPerspective(url.searchParams.get('perspective'), apiVersion, editor)
  const view = await store.view(dataset, perspective)
  if (!view) {
    throw new HttpError(404, {
      error: {
        description: `Dataset "${dataset}" not found for project ID "${projectId}"`,
        type: 'httpNotFound',
      },
    })
  }
  const { query, params } = await readQueryRequest(req, url)
  const result = await runQuery(view, query, params, { projectId, dataset })
  const ms = Math.round(performance.now() - started)
  const returnQuery = url.searchParams.get('returnQuery') !== 'false'
  sendJson(res, 200, returnQuery ? { ms, query, result } : { ms, result }, {
    // Content changes with the dataset file; never let a browser reuse an old answer.
    'cache-control': 'no-store',
  })
}
