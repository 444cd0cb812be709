import type { IncomingMessage } from 'node:http'

const EXPOSED = 'content-length, content-range, etag, x-lake-cache, x-lake-format'

/**
 * CORS for every lake answer: a configured Studio origin gets itself back with credentials;
 * any other gets `*` without, so public reads work from anywhere and no page can read an
 * answer given for the editor's standing.
 */
export function corsHeaders(
  req: IncomingMessage,
  studioOrigins: ReadonlySet<string>,
): Record<string, string> {
  const origin = req.headers.origin
  if (!origin) return {}
  const studio = studioOrigins.has(origin)
  return {
    'access-control-allow-origin': studio ? origin : '*',
    ...(studio ? { 'access-control-allow-credentials': 'true' } : {}),
    'access-control-expose-headers': EXPOSED,
    vary: 'Origin',
  }
}

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-Sanity-Project-ID', 'Range']

/** The preflight answer: the usual Sanity client headers plus whatever else the browser asks for. */
export function preflightHeaders(
  req: IncomingMessage,
  studioOrigins: ReadonlySet<string>,
): Record<string, string> {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z0-9-]+$/.test(name))
  const known = new Set(ALLOWED_HEADERS.map((name) => name.toLowerCase()))
  const extra = requested.filter((name) => !known.has(name.toLowerCase()))
  const studio = studioOrigins.has(String(req.headers.origin))
  return {
    ...corsHeaders(req, studioOrigins),
    'access-control-allow-methods': studio
      ? 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
      : 'GET, HEAD, POST, OPTIONS',
    'access-control-allow-headers': [...ALLOWED_HEADERS, ...extra].join(', '),
    'access-control-max-age': '600',
  }
}
