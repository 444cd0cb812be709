import type { IncomingMessage, ServerResponse } from 'node:http'

/** Connect-style middleware, the shape both Vite and node:http servers accept. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export interface LakeLogger {
  info(message: string): void
  error(message: string, error?: unknown): void
}

export const consoleLogger: LakeLogger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
}

export const silentLogger: LakeLogger = { info() {}, error() {} }

/** An answer that a route throws to end the request early with a status and a JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Headers the answer carries besides the body's (`Retry-After` on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
  }
}

/** The `{ error: { description, type } }` shape of Sanity's API errors. */
export function sanityError(
  status: number,
  type: string,
  description: string,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { error: { description, type } }, headers)
}

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

/** Merges `Vary` values instead of overwriting, since CORS and images both add one. */
export function addVary(res: ServerResponse, value: string): void {
  const current = res.getHeader('vary')
  const parts = new Set(
    String(current ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  parts.add(value)
  res.setHeader('vary', [...parts].join(', '))
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('content-length', Buffer.byteLength(text))
  res.end(res.req?.method === 'HEAD' ? undefined : text)
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('content-type', contentType)
  res.setHeader('content-length', Buffer.byteLength(text))
  res.end(res.req?.method === 'HEAD' ? undefined : text)
}

/** Reads a request body, refusing more than `limit` bytes with a 413 as soon as it is exceeded. */
export function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: HttpError,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      reject(tooLarge)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(tooLarge)
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** A JSON request body of at most `limit` bytes, in Sanity's error shapes (413, 400). */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(
    req,
    limit,
    sanityError(413, 'httpPayloadTooLarge', 'Request body is too large'),
  )
  try {
    return JSON.parse(body.toString('utf8'))
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON'
    throw sanityError(400, 'httpInvalidRequestBody', `Request body is not valid JSON: ${detail}`)
  }
}

const HOST = /^[A-Za-z0-9.\-:[\]]+$/

/** The origin the client used, from Host and X-Forwarded-Proto (for a TLS proxy in front). */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase()
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  const proto =
    forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http'
  const host = req.headers.host && HOST.test(req.headers.host) ? req.headers.host : 'localhost'
  return `${proto}://${host}`
}

/** True when the request's If-None-Match names this ETag (or `*`). */
export function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
