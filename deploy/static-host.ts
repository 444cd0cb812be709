import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream'
import { createGzip } from 'node:zlib'
import { contentTypeFor, etagMatches, sendFile, sendText } from '../lake/index.ts'
import { headersFor, parseHeadersFile } from './headers.ts'

/** Files under a directory, or undefined when the path escapes it or names no file. */
async function findFile(root: string, pathname: string) {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  const base = resolve(root, `.${decoded}`)
  if (base !== root && !base.startsWith(root + sep)) return undefined
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')]
  for (const path of candidates) {
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile()) return { path, info }
  }
  return undefined
}

/** Text the static hosts send compressed (media and fonts go as they are, with ranges). */
const compressible = (path: string) => /\.(html|js|css|json|svg|xml|txt|map)$/.test(path)

/** A text file gzipped on the fly, as a static host or `vite preview` sends it. */
function sendGzipped(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  headers: Record<string, string>,
): void {
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip' })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  pipeline(createReadStream(path), createGzip(), res, (error) => {
    if (error) res.destroy(error)
  })
}

/** The build's `_headers` for a path (none when the build has no such file). */
export function buildHeaders(distDir: string): (pathname: string) => Record<string, string> {
  const file = join(resolve(distDir), '_headers')
  const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
  return (pathname) => headersFor(rules, pathname)
}

/** A last path segment with an extension is a file request; anything else is a route. */
const looksLikeAsset = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '')

/**
 * Serves a build as the static hosts do: `/about` from about.html, hashed `/assets/*`
 * immutable, `_headers` on every answer, an unknown route its 404.html with status 404
 * (without one, index.html, so the client router takes over).
 */
export function createStaticHandler(distDir: string) {
  const root = resolve(distDir)
  const rulesFor = buildHeaders(root)
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { headers: { allow: 'GET, HEAD' } })
      return
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    for (const [name, value] of Object.entries(rulesFor(pathname))) res.setHeader(name, value)
    let found = await findFile(root, pathname)
    let status = 200
    if (!found && !looksLikeAsset(pathname)) {
      found = await findFile(root, '/404.html')
      if (found) status = 404
      else found = await findFile(root, '/index.html')
    }
    if (!found) {
      sendText(res, 404, `Not found: ${pathname}`)
      return
    }
    const { path, info } = found
    const immutable = pathname.startsWith('/assets/') && path.startsWith(join(root, 'assets') + sep)
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
    const headers = {
      'content-type': contentTypeFor(path),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    }
    if (status === 404) {
      const { etag: _, ...plain } = headers
      sendFile(req, res, path, { size: info.size, status, headers: plain })
      return
    }
    if (etagMatches(req, etag)) {
      res.writeHead(304, headers).end()
      return
    }
    if (compressible(path) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      sendGzipped(req, res, path, { ...headers, vary: 'Accept-Encoding' })
      return
    }
    sendFile(req, res, path, { size: info.size, headers, ranges: true })
  }
}
