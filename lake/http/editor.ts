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
  /** The scripts' token; undefined when the lake keeps no state (read-only). */
  token: string | undefined
}

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
 * Why a request may not act as the local editor, or undefined: on loopback, and either from a
 * configured Studio origin (a page cannot forge `Origin`) or, with no `Origin`, holding the
 * token. Anything else is a visitor: published content only.
 */
export function refusal(req: IncomingMessage, policy: EditorPolicy): string | undefined {
  if (!isLoopback(req.socket.remoteAddress)) {
    return 'Editing is only possible from this machine (the loopback interface)'
  }
  const origin = req.headers.origin
  if (origin !== undefined) {
    return policy.origins.has(origin)
      ? undefined
      : `The origin ${origin} is not a Studio origin of this content lake (LAKE_STUDIO_ORIGINS)`
  }
  const given = bearer(req)
  if (given && policy.token && sameToken(given, policy.token)) return undefined
  return 'Editing needs the local Studio, or a script with the token in .lake/editor-token'
}

export function isEditor(req: IncomingMessage, policy: EditorPolicy): boolean {
  return refusal(req, policy) === undefined
}

/** Throws Sanity's 401 for a request that is not the editor's. */
export function requireEditor(req: IncomingMessage, policy: EditorPolicy): void {
  const reason = refusal(req, policy)
  if (reason) {
    throw new HttpError(401, { error: { type: 'httpUnauthorized', description: reason } })
  }
}
