import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { type HttpError, sanityError } from './errors.ts'

/** The host name of a `Host` header, lower-cased, without its port or IPv6 brackets. */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase()
  if (host.startsWith('[')) {
    const end = host.indexOf(']')
    return host.slice(1, end === -1 ? undefined : end)
  }
  const colon = host.lastIndexOf(':')
  return colon === -1 ? host : host.slice(0, colon)
}

/**
 * Whether a `Host` names this lake. DNS rebinding points an attacker's name at 127.0.0.1, so a
 * name must be one that cannot be rebound: `localhost` and `*.localhost` (always loopback), an
 * IP address, or a name the lake was told (`--allowed-host`, LAKE_ALLOWED_HOSTS). A request
 * without `Host` (HTTP/1.0, a script) is not a browser's and passes.
 */
export function hostAllowed(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (header === undefined || header === '') return true
  const name = hostName(header)
  return (
    name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || allowed.has(name)
  )
}

/** The refusal of a request whose `Host` is not the lake's, naming it and the setting. */
export function hostRefusal(
  req: IncomingMessage,
  allowed: ReadonlySet<string>,
): HttpError | undefined {
  const host = req.headers.host
  if (hostAllowed(host, allowed)) return undefined
  return sanityError(
    403,
    'httpForbidden',
    `Host "${host}" is not this content lake’s: a page on another name may be pointing it here (DNS rebinding). If a proxy serves the lake under that name, add it with --allowed-host or LAKE_ALLOWED_HOSTS`,
  )
}
