import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

export type ByteRange = { start: number; end: number }

/**
 * Parses a `Range` header against a file size (RFC 9110). Returns the range,
 * 'unsatisfiable' (answer 416), or undefined to send the whole file: for no
 * header, a unit other than bytes, or several ranges (which a server may ignore).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header)
  if (!m?.[1] || m[1].includes(',')) return undefined
  const spec = /^(\d*)\s*-\s*(\d*)$/.exec(m[1].trim())
  if (!spec) return undefined
  const [, first = '', last = ''] = spec
  if (first === '' && last === '') return undefined
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(size - length, 0), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return undefined
  return { start, end }
}

export interface SendFileOptions {
  size: number
  headers: Record<string, string>
  /** Honour `Range` (video needs it: Chromium asks for media with Range requests). */
  ranges?: boolean
  /** The status of a whole-file answer. Default: 200. */
  status?: number
}

/** Streams a file (or a byte range of it) with the given headers; HEAD gets the headers only. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  { size, headers, ranges = false, status = 200 }: SendFileOptions,
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (ranges) res.setHeader('accept-ranges', 'bytes')
  const range = ranges ? parseRange(req.headers.range, size) : undefined

  if (range === 'unsatisfiable') {
    res.statusCode = 416
    res.setHeader('content-range', `bytes */${size}`)
    res.removeHeader('content-type')
    res.removeHeader('cache-control')
    res.setHeader('content-length', 0)
    res.end()
    return
  }
  const start = range?.start ?? 0
  const end = range?.end ?? size - 1
  res.statusCode = range ? 206 : status
  if (range) res.setHeader('content-range', `bytes ${start}-${end}/${size}`)
  res.setHeader('content-length', Math.max(end - start + 1, 0))
  if (req.method === 'HEAD' || size === 0) {
    res.end()
    return
  }
  const stream = createReadStream(path, { start, end })
  stream.on('error', (error) => {
    // Headers are usually gone already; cutting the connection is the honest answer.
    if (!res.headersSent) {
      res.statusCode = 500
      res.removeHeader('content-range')
      res.removeHeader('content-length')
      res.end()
    } else res.destroy(error)
  })
  // A client that goes away (a video seek aborts its request) must not leave the file open.
  res.on('close', () => stream.destroy())
  stream.pipe(res)
}
