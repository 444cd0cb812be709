import type { IncomingMessage, ServerResponse } from 'node:http'
import { StoreError } from '../store/errors.ts'
import type { Handler, LakeParts, RequestContext } from './context.ts'
import { corsHeaders, preflightHeaders } from './cors.ts'
import { HttpError } from './errors.ts'
import { sendJson, sendText } from './respond.ts'
import { storeErrorAnswer } from './store-errors.ts'

/** Connect-style middleware, the shape both Vite and node:http servers accept. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** A request's handler and the route's path params, or the refusal (404, 405) to answer. */
type RouteMatch = { handle: Handler; params: Record<string, string> } | { refusal: HttpError }

export interface Router {
  /** Whether the lake answers this path at all; the rest goes to `next()`. */
  owns(pathname: string): boolean
  match(method: string, pathname: string): RouteMatch
}

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/'

/** One line per answer, when its connection closes: method, URL (cut short), status, time. */
function logRequest(ctx: Pick<RequestContext, 'req' | 'res' | 'logger'>): void {
  const { req, res, logger } = ctx
  const started = performance.now()
  res.once('close', () => {
    const ms = Math.round(performance.now() - started)
    const shown = (req.url ?? '').length > 160 ? `${req.url?.slice(0, 160)}…` : req.url
    logger.info(`lake ${req.method} ${shown} ${res.statusCode} ${ms}ms`)
  })
}

/** Any error a handler threw, as an answer: a refusal as it was meant, anything else a 500. */
function answerError(ctx: RequestContext, error: unknown): void {
  const { req, res } = ctx
  if (res.headersSent) {
    res.destroy()
    return
  }
  const refusal = error instanceof StoreError ? storeErrorAnswer(error) : error
  if (refusal instanceof HttpError) {
    if (typeof refusal.body === 'string') {
      sendText(res, refusal.status, refusal.body, { headers: refusal.headers })
    } else sendJson(res, refusal.status, refusal.body, refusal.headers)
    return
  }
  ctx.logger.error(`lake: ${req.method} ${pathOf(req)} failed`, error)
  sendJson(res, 500, {
    error: { description: 'The content lake could not answer this request', type: 'internalError' },
  })
}

async function route(router: Router, ctx: RequestContext): Promise<void> {
  const found = router.match(ctx.req.method ?? 'GET', ctx.url.pathname)
  if ('refusal' in found) throw found.refusal
  await found.handle({ ...ctx, params: found.params })
}

/**
 * The lake as middleware: the paths the router owns get CORS, a preflight answer and a
 * log line, and go to their route with a request context; every other path goes on.
 */
export function lakeMiddleware(router: Router, lake: LakeParts): Middleware {
  return (req, res, next) => {
    if (!router.owns(pathOf(req))) {
      next()
      return
    }
    logRequest({ req, res, logger: lake.logger })
    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req, lake.policy.origins)).end()
      return
    }
    for (const [name, value] of Object.entries(corsHeaders(req, lake.policy.origins))) {
      res.setHeader(name, value)
    }
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://lake.invalid')
    } catch {
      sendJson(res, 400, { error: { description: 'Malformed URL', type: 'httpBadRequest' } })
      return
    }
    const ctx: RequestContext = { req, res, url, params: {}, ...lake }
    route(router, ctx).catch((error: unknown) => answerError(ctx, error))
  }
}
