import type { ServerResponse } from 'node:http'
import { datasetParam, type Handler, type RequestContext } from '../http/context.ts'

/**
 * The lake tags coarsely, one sync tag per dataset: any commit to it makes every live query
 * of that dataset ask again (live/live-events-route.ts), which is exact if not frugal.
 */
export const syncTag = (dataset: string) => `s1:${dataset}`

// What `resultSourceMap` answers: no document and no field known (groq-js traces no
// sources). Presentation passes an answer on to the page only when it has a map.
const EMPTY_SOURCE_MAP = { documents: [], paths: [], mappings: {} }

/** Wraps the response's `end` to add the fields to a 200 JSON answer; anything else goes as it is. */
function addFields(res: ServerResponse, dataset: string): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse
  res.end = ((chunk?: unknown) => {
    if (res.statusCode !== 200 || typeof chunk !== 'string') return end(chunk)
    let body: unknown
    try {
      body = JSON.parse(chunk)
    } catch {
      return end(chunk)
    }
    const text = JSON.stringify({
      ...(body as object),
      syncTags: [syncTag(dataset)],
      resultSourceMap: EMPTY_SOURCE_MAP,
    })
    res.setHeader('content-length', Buffer.byteLength(text))
    return end(text)
  }) as typeof res.end
}

/**
 * The query route with `syncTags` and `resultSourceMap` added to an answer that asked for a
 * source map (the Studio's live queries do), as it goes out; the query route itself stays
 * as it is.
 */
export function withLiveQueryFields(query: Handler): Handler {
  return (ctx: RequestContext) => {
    if (ctx.url.searchParams.has('resultSourceMap')) addFields(ctx.res, datasetParam(ctx))
    return query(ctx)
  }
}
