import type { IncomingMessage } from 'node:http'
import { isRecord } from '../../src/lib/is-record.ts'
import { readJsonBody } from '../http/body.ts'
import { datasetParam, type Handler, type RequestContext } from '../http/context.ts'
import { NEEDS_TOKEN } from '../http/editor.ts'
import { HttpError, sanityError } from '../http/errors.ts'
import { NO_STORE, sendText } from '../http/respond.ts'
import { EMPTY_SOURCE_MAP, syncTag } from '../live/sync-tags.ts'
import type { AnswerCache } from '../query/answer-cache.ts'
import { isRepeatable } from '../query/groq.ts'
import { paramsFromSearch } from '../query/params.ts'
import type { QueryPool } from '../query/pool.ts'
import type { DatasetState } from '../store/dataset-state.ts'
import { defaultPerspective, parsePerspective, type ViewName } from '../store/perspective.ts'

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
 * The view a request gets. An unknown perspective is a 400, for anyone. A visitor gets public
 * content: an explicit `drafts` or `raw` is refused, and any other asks become `public`
 * (root-path ids only), as Content Lake shows a request without a token.
 */
function viewOf(ctx: RequestContext): ViewName {
  const asked = ctx.url.searchParams.get('perspective')
  const parsed =
    asked === null
      ? { view: defaultPerspective(ctx.params.apiVersion ?? 'X') }
      : parsePerspective(asked)
  if ('refusal' in parsed) throw sanityError(400, 'httpBadRequest', parsed.refusal)
  if (ctx.editor) return parsed.view
  if (asked !== null && parsed.view !== 'published') {
    throw sanityError(
      401,
      'httpUnauthorized',
      `The "${asked}" perspective shows drafts: only the editor may ask for it (${NEEDS_TOKEN})`,
    )
  }
  return 'public'
}

/** Options the lake cannot honour are refused, saying so, rather than quietly ignored. */
function refuseUnsupported(url: URL): void {
  if (url.searchParams.get('explain') === 'true') {
    throw sanityError(
      400,
      'httpBadRequest',
      'The content lake has no query planner to explain (groq-js evaluates queries directly): drop explain=true',
    )
  }
}

/** The answer's head: what Sanity sends before `result`, sync tags on every answer. */
function answerHead(ctx: RequestContext, { ms, query }: { ms: number; query: string }): string {
  const dataset = datasetParam(ctx)
  const returnQuery = ctx.url.searchParams.get('returnQuery') !== 'false'
  const fields: Record<string, unknown> = { ms }
  if (returnQuery) fields.query = query
  fields.syncTags = [syncTag(dataset)]
  if (ctx.url.searchParams.has('resultSourceMap')) fields.resultSourceMap = EMPTY_SOURCE_MAP
  return JSON.stringify(fields).slice(0, -1)
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
    refuseUnsupported(url)
    const perspective = viewOf(ctx)
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
    const head = answerHead(ctx, { ms: Math.round(performance.now() - started), query })
    // The answer is JSON already (from the worker or the cache): it is not parsed again.
    sendText(ctx.res, 200, `${head},"result":${json}}`, {
      type: 'application/json; charset=utf-8',
      headers: NO_STORE,
    })
  }
}
