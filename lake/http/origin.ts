import type { IncomingMessage } from 'node:http'

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
