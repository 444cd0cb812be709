import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRecord } from '../src/lib/is-record.ts'
import { type EditorPolicy, isEditor, LOCAL_EDITOR, requireEditor } from './editor.ts'
import { readJsonBody, sanityError, sendJson } from './http.ts'
import type { Store } from './store.ts'

/** The grants the Studio evaluates (with groq-js) for every document: the editor may do all. */
const EDITOR_GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'],
  },
]

const PROJECT = /^\/projects\/([^/]+)(?:\/(.*))?$/

function project(id: string) {
  return {
    id,
    displayName: 'Studio site (local content lake)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: '#1f2933' },
    createdAt: '2025-01-01T00:00:00.000Z',
    activityFeedEnabled: false,
    members: [{ id: LOCAL_EDITOR.id, role: 'administrator', isCurrentUser: true, isRobot: false }],
    features: [],
  }
}

/**
 * The account and project endpoints the Studio asks at boot: the local editor is a signed-in
 * administrator, a visitor's `/users/me` is `{}` (signed out); unserved features (comments,
 * tasks, releases, scheduling) report off. False for a path it does not own.
 */
export async function handleStudioApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  store: Store,
  policy: EditorPolicy,
  keyValues: Map<string, unknown>,
): Promise<boolean> {
  const editor = isEditor(req, policy)
  if (path === '/users/me') {
    sendJson(res, 200, editor ? LOCAL_EDITOR : {})
    return true
  }
  if (path.startsWith('/users/me/keyvalue')) {
    requireEditor(req, policy)
    await keyValue(req, res, path, keyValues)
    return true
  }
  if (path.startsWith('/users/')) {
    const ids = decodeURIComponent(path.slice('/users/'.length)).split(',')
    const users = ids.map((id) => (id === LOCAL_EDITOR.id ? LOCAL_EDITOR : { id, displayName: id }))
    sendJson(res, 200, ids.length === 1 ? users[0] : users)
    return true
  }
  if (path === '/auth/id') {
    if (editor) sendJson(res, 200, { id: LOCAL_EDITOR.id })
    else
      sendJson(res, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Not the local editor',
      })
    return true
  }
  if (path === '/auth/providers') {
    sendJson(res, 200, { providers: [], thirdPartyLogin: false })
    return true
  }
  if (path === '/auth/logout' || path === '/intake/batch') {
    sendJson(res, 200, { ok: true })
    return true
  }
  if (path === '/descriptors/claim' || path === '/descriptors/synchronize') {
    // Schema descriptors feed Sanity's hosted schema services; nothing here needs them.
    const complete = { type: 'complete' }
    sendJson(res, 200, path.endsWith('claim') ? { synchronization: complete } : complete)
    return true
  }
  if (path === '/ping' || path.startsWith('/data/ping')) {
    sendJson(res, 200, { pong: true })
    return true
  }
  if (path === '/intake/telemetry-status') {
    // Denied: the Studio then batches no telemetry at all.
    sendJson(res, 200, { status: 'denied' })
    return true
  }
  if (path === '/features' || path === '/help' || path.startsWith('/journey')) {
    sendJson(res, 200, path === '/features' ? [] : path === '/help' ? {} : null)
    return true
  }
  const match = PROJECT.exec(path)
  if (!match) return false
  const [, projectId = '', rest = ''] = match
  if (rest === '') sendJson(res, 200, project(projectId))
  else if (rest === 'datasets') {
    const wanted = new URL(req.url ?? '/', 'http://lake.invalid').searchParams
    // Comments keep their own add-on dataset; with comments off there is none.
    const datasets = wanted.has('datasetProfile') ? [] : [{ name: 'production', aclMode: 'public' }]
    sendJson(res, 200, datasets)
  } else if (/^datasets\/[^/]+\/acl$/.test(rest)) {
    const dataset = rest.split('/')[1] ?? ''
    if (!(await store.hasDataset(dataset)))
      throw sanityError(404, 'httpNotFound', 'No such dataset')
    sendJson(
      res,
      200,
      editor ? EDITOR_GRANTS : [{ filter: '_id in path("*")', permissions: ['read'] }],
    )
  } else if (rest === 'grants') sendJson(res, 200, {})
  else if (rest === 'user-applications' || rest === 'features') sendJson(res, 200, [])
  else
    throw sanityError(
      404,
      'httpNotFound',
      `The content lake does not serve /projects/${projectId}/${rest}`,
    )
  return true
}

/** `/users/me/keyvalue`: the Studio's UI state (last opened panes…), kept while the lake runs. */
async function keyValue(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  store: Map<string, unknown>,
): Promise<void> {
  if (req.method === 'GET') {
    const keys = decodeURIComponent(path.slice('/users/me/keyvalue/'.length)).split(',')
    sendJson(
      res,
      200,
      keys.filter(Boolean).map((key) => ({ key, value: store.get(key) ?? null })),
    )
    return
  }
  const pairs = await readJsonBody(req, 1024 * 1024)
  const list = Array.isArray(pairs) ? pairs : [pairs]
  for (const pair of list) {
    if (isRecord(pair) && typeof pair.key === 'string') store.set(pair.key, pair.value)
  }
  sendJson(res, 200, list)
}
