import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { dirname, join } from 'node:path'
import { HttpError } from './errors.ts'

/** The local editor: an administrator, with no account and no login. */
export const LOCAL_EDITOR = {
  id: 'local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'local',
} as const

/** True for a socket address on the host's loopback interface (IPv4, IPv6, IPv4-mapped). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return address === '::1'
}

/**
 * The editor's token for scripts (`@sanity/client` with `token`): made once, readable by
 * the local user only. A browser page cannot read it, so it proves a local process.
 */
export function editorToken(stateDir: string): string {
  const path = join(stateDir, 'editor-token')
  try {
    const token = readFileSync(path, 'utf8').trim()
    if (token.length >= 32) return token
  } catch {
    // Not made yet.
  }
  const token = randomBytes(24).toString('base64url')
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${token}\n`, { mode: 0o600 })
  chmodSync(path, 0o600)
  return token
}

export interface EditorPolicy {
  /** Studio origins allowed to act as the editor (exact `scheme://host:port`). */
  origins: ReadonlySet<string>
  /** The editor's token; undefined when the lake keeps no state (read-only). */
  token: string | undefined
}

/** What a refused Studio or script is told to do: the token is what makes an editor. */
export const NEEDS_TOKEN =
  'Editing needs the editor token: open the Studio from the link `npm run studio` prints (it carries the token in editor-token, in the lake’s state directory, .lake/ by default), or send that token as Authorization: Bearer'

const WRONG_TOKEN =
  'That is not this content lake’s editor token (editor-token in its state directory, .lake/ by default): open the Studio again from the link `npm run studio` prints'

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1]
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Why a request's place may not be the editor's: off the loopback interface, or from an
 * `Origin` that is not a Studio's (a page cannot forge `Origin`, so CORS stays honest).
 */
export function originRefusal(req: IncomingMessage, policy: EditorPolicy): string | undefined {
  if (!isLoopback(req.socket.remoteAddress)) {
    return 'Editing is only possible from this machine (the loopback interface)'
  }
  const origin = req.headers.origin
  if (origin !== undefined && !policy.origins.has(origin)) {
    return `The origin ${origin} is not a Studio origin of this content lake: add it with LAKE_STUDIO_ORIGINS or --studio-origin`
  }
  return undefined
}

/**
 * Why a request may not act as the local editor, or undefined: on loopback, from a Studio
 * origin or none, and always holding the token (an allowed origin alone is not enough: any
 * local process can send one). Anything else is a visitor: public content only.
 */
export function refusal(req: IncomingMessage, policy: EditorPolicy): string | undefined {
  const placed = originRefusal(req, policy)
  if (placed) return placed
  const given = bearer(req)
  if (given && policy.token && sameToken(given, policy.token)) return undefined
  return given ? WRONG_TOKEN : NEEDS_TOKEN
}

/** True when the request sends a token that is not the editor's (Sanity answers that 401). */
export const sendsWrongToken = (req: IncomingMessage, policy: EditorPolicy) =>
  bearer(req) !== undefined && refusal(req, policy) !== undefined

/** Sanity's 401 for a request that is not the editor's, saying why. */
export function notEditor(reason: string): HttpError {
  return new HttpError(401, { error: { type: 'httpUnauthorized', description: reason } })
}
