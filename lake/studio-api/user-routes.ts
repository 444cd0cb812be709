import { isRecord } from '../../src/lib/is-record.ts'
import { readJsonBody } from '../http/body.ts'
import { decodePathPart, type RequestContext, requireEditor } from '../http/context.ts'
import { LOCAL_EDITOR, sendsWrongToken } from '../http/editor.ts'
import { sendJson } from '../http/respond.ts'
import { WRITE_LIMITS } from '../limits.ts'

/**
 * `/users/me`: the editor is a signed-in administrator. A wrong token answers 401, as Sanity
 * does, and no token `{}`: either way the Studio shows its login screen (boot-routes.ts).
 */
export function handleMe(ctx: RequestContext): void {
  if (ctx.editor) sendJson(ctx.res, 200, LOCAL_EDITOR)
  else if (sendsWrongToken(ctx.req, ctx.policy)) {
    sendJson(ctx.res, 401, {
      error: { type: 'httpUnauthorized', description: ctx.editorRefusal },
    })
  } else sendJson(ctx.res, 200, {})
}

/** `/users/{id,id,…}`: the local editor by id, anyone else as a name alone. */
export function handleUsers(ctx: RequestContext): void {
  const ids = decodePathPart(ctx.params.ids ?? '', 'user ids').split(',')
  const users = ids.map((id) => (id === LOCAL_EDITOR.id ? LOCAL_EDITOR : { id, displayName: id }))
  sendJson(ctx.res, 200, ids.length === 1 ? users[0] : users)
}

/** `/auth/id`: the editor's id; anyone else is not signed in. */
export function handleAuthId(ctx: RequestContext): void {
  if (ctx.editor) sendJson(ctx.res, 200, { id: LOCAL_EDITOR.id })
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
    requireEditor(ctx)
    if (ctx.req.method === 'GET') {
      const keys = decodePathPart((ctx.params.keys ?? '').slice(1), 'keys').split(',')
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
