import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the lake makes (`lake/editor.ts`) and the Studio's `#token=` reader accepts: 32 or more. */
const TOKEN = /^[A-Za-z0-9_-]{32,}$/

/** The editor's token a lake keeps in `<stateDir>/editor-token`, if it has made one. */
export function readEditorToken(stateDir: string): string | undefined {
  try {
    const token = readFileSync(join(stateDir, 'editor-token'), 'utf8').trim()
    return TOKEN.test(token) ? token : undefined
  } catch {
    return undefined
  }
}

/**
 * The Studio's address carrying the token: with `auth.loginMethod: 'token'` the Studio takes
 * `#token=` from its URL, keeps it and removes it from the address bar.
 */
export function studioLoginUrl(studioOrigin: string, token: string): string {
  return `${studioOrigin}/#token=${token}`
}

/** Whether the lake at `lakeUrl` takes `token` as the editor's (its `/users/me` names a user). */
export async function lakeAcceptsToken(lakeUrl: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(`${lakeUrl}/v2025-02-19/users/me`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(3000),
    })
    const me = (await response.json()) as { id?: unknown }
    return response.ok && typeof me.id === 'string'
  } catch {
    return false
  }
}
