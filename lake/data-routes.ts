import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRecord } from '../src/lib/is-record.ts'
import { applyAction } from './actions.ts'
import { type EditorPolicy, isEditor, LOCAL_EDITOR, requireEditor } from './editor.ts'
import { type HttpError, readJsonBody, sanityError, sendJson } from './http.ts'
import { applyMutation, badMutation } from './mutations.ts'
import type { Doc } from './perspective.ts'
import type { Store } from './store.ts'

// Studio documents with their Portable Text stay far below this; a runaway script does not.
const MAX_WRITE_BODY = 16 * 1024 * 1024
const NO_STORE = { 'cache-control': 'no-store' }

export interface DataContext {
  store: Store
  policy: EditorPolicy
}

/** Drafts and versions: only the editor sees them. */
export const isPrivateId = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

export function datasetNotFound(dataset: string): HttpError {
  return sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
}

async function readObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed = await readJsonBody(req, MAX_WRITE_BODY)
  if (!isRecord(parsed)) throw sanityError(400, 'httpBadRequest', 'The body must be a JSON object')
  return parsed
}

const flag = (url: URL, name: string) => url.searchParams.get(name) === 'true'

/**
 * `GET /data/doc/{dataset}/{id,id,…}`: documents by id, `{ documents, omitted }`. A visitor
 * gets published documents; drafts are omitted for want of permission, as Content Lake
 * does on a public dataset without a token.
 */
export async function handleDoc(
  req: IncomingMessage,
  res: ServerResponse,
  context: DataContext,
  dataset: string,
  idList: string,
): Promise<void> {
  const state = await context.store.state(dataset)
  if (!state) throw datasetNotFound(dataset)
  const editor = isEditor(req, context.policy)
  const documents: Doc[] = []
  const omitted: { id: string; reason: string }[] = []
  for (const raw of idList.split(',')) {
    let id: string
    try {
      id = decodeURIComponent(raw)
    } catch {
      throw sanityError(400, 'httpBadRequest', `Malformed document id "${raw}"`)
    }
    if (!editor && isPrivateId(id)) omitted.push({ id, reason: 'permission' })
    else {
      const doc = state.docs.get(id)
      if (doc) documents.push(doc)
      else omitted.push({ id, reason: 'existence' })
    }
  }
  sendJson(res, 200, { documents, omitted }, NO_STORE)
}

/** `POST /data/mutate/{dataset}`: `{ mutations, transactionId? }`, applied whole or not at all. */
export async function handleMutate(
  req: IncomingMessage,
  res: ServerResponse,
  context: DataContext,
  dataset: string,
  url: URL,
): Promise<void> {
  requireEditor(req, context.policy)
  const body = await readObject(req)
  if (!Array.isArray(body.mutations) || body.mutations.length === 0) {
    throw badMutation('"mutations" must be a non-empty array')
  }
  const mutations = body.mutations
  const returnDocuments = flag(url, 'returnDocuments')
  const done = await context.store.transact(
    dataset,
    (tx) => {
      const results = mutations.map((mutation, index) => applyMutation(tx, mutation, index))
      // Each document as the transaction leaves it (a later mutation may change it again).
      return returnDocuments ? results.map((r) => ({ ...r, document: tx.get(r.id) })) : results
    },
    {
      author: LOCAL_EDITOR.id,
      transactionId: typeof body.transactionId === 'string' ? body.transactionId : undefined,
      dryRun: flag(url, 'dryRun'),
    },
  )
  if (!done) throw datasetNotFound(dataset)
  const results = done.result
  sendJson(
    res,
    200,
    {
      transactionId: done.committed.id,
      results,
      ...(flag(url, 'returnIds') ? { documentIds: results.map((r) => r.id) } : {}),
    },
    NO_STORE,
  )
}

/** `POST /data/actions/{dataset}`: the Studio's edits, `{ actions, transactionId, dryRun? }`. */
export async function handleActions(
  req: IncomingMessage,
  res: ServerResponse,
  context: DataContext,
  dataset: string,
): Promise<void> {
  if (req.method === 'GET') {
    // The Studio asks whether the Actions API is on for this project.
    sendJson(res, 200, { enabled: true, compatibleStudioVersions: '*' })
    return
  }
  requireEditor(req, context.policy)
  const body = await readObject(req)
  if (!Array.isArray(body.actions) || body.actions.length === 0) {
    throw badMutation('"actions" must be a non-empty array')
  }
  const actions = body.actions
  const done = await context.store.transact(
    dataset,
    (tx) => {
      for (const [index, action] of actions.entries()) applyAction(tx, action, index)
    },
    {
      author: LOCAL_EDITOR.id,
      transactionId: typeof body.transactionId === 'string' ? body.transactionId : undefined,
      dryRun: body.dryRun === true,
    },
  )
  if (!done) throw datasetNotFound(dataset)
  sendJson(res, 200, { transactionId: done.committed.id }, NO_STORE)
}
