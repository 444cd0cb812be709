import { isRecord } from '../../src/lib/is-record.ts'
import { readJsonBody } from '../http/body.ts'
import type { RequestContext } from '../http/context.ts'
import { isEditor, LOCAL_EDITOR, requireEditor } from '../http/editor.ts'
import { sendJson } from '../http/respond.ts'
import { WRITE_LIMITS } from '../limits.ts'

/** `/users/me`: the local editor is a signed-in administrator; a visitor's is `{}` (signed out). */
export function handleMe(ctx: RequestContext): void {
  sendJson(ctx.res, 200, isEditor(ctx.req, ctx.policy) ? LOCAL_EDITOR : {})
}

/** `/users/{id,id,…}`: the local editor by id, anyone else as a name alone. */
export function handleUsers(ctx: RequestContext): void {
  const ids = decodeURIComponent(ctx.params.ids ?? '').split(',')
  const users = ids.map((id) => (id === LOCAL_EDITOR.id ? LOCAL_EDITOR : { id, displayName: id }))
  sendJson(ctx.res, 200, ids.length === 1 ? users[0] : users)
}

/** `/auth/id`: the editor's id; anyone else is not signed in. */
export function handleAuthId(ctx: RequestContext): void {
  if (isEditor(ctx.req, ctx.policy)) sendJson(ctx.res, 200, { id: LOCAL_EDITOR.id })
  else {
    sendJson(ctx.res, 401, {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not the local editor',
    })
  }
}

/** `/users/me/keyvalue[/key,key…]`: the Studio's UI state (last opened panes…), kept while the lake runs. */
export class KeyValues {
  private readonly values = new Map<string, unknown>()

  async handle(ctx: RequestContext): Promise<void> {
    requireEditor(ctx.req, ctx.policy)
    if (ctx.req.method === 'GET') {
      const keys = decodeURIComponent((ctx.params.keys ?? '').slice(1)).split(',')
      const found = keys
        .filter(Boolean)
        .map((key) => ({ key, value: this.values.get(key) ?? null }))
      sendJson(ctx.res, 200, found)
      return
    }
    const pairs = await readJsonBody(ctx.req, WRITE_LIMITS.keyValueBytes)
    const list = Array.isArray(pairs) ? pairs : [pairs]
    for (const pair of list) {
      if (isRecord(pair) && typeof pair.key === 'string') this.values.set(pair.key, pair.value)
    }
    sendJson(ctx.res, 200, list)
  }
}
