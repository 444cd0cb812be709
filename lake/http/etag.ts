import type { IncomingMessage } from 'node:http'

/** True when the request's If-None-Match names this ETag (or `*`). */
export function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
