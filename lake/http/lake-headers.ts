import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Middleware } from './dispatch.ts'

/**
 * What the lake's own answers carry where no site policy is in play (the dev server, or
 * the lake on its own): no sniffing, and a policy under which a picture, file, feed or
 * script opened as a page can run and load nothing.
 */
export const LAKE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/**
 * The middleware with `headersFor(pathname)` on each answer it gives, never over a header
 * already set (in `npm start` the build's `_headers` come first). Requests it passes on go
 * without them: the dev server's pages must not get the lake's policy.
 */
export function withHeaders(
  middleware: Middleware,
  headersFor: (pathname: string) => Readonly<Record<string, string>> = () => LAKE_HEADERS,
): Middleware {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    const added: string[] = []
    for (const [name, value] of Object.entries(headersFor(pathname))) {
      if (res.hasHeader(name)) continue
      res.setHeader(name, value)
      added.push(name)
    }
    middleware(req, res, () => {
      for (const name of added) res.removeHeader(name)
      next()
    })
  }
}
