import {
  type Action,
  alreadyExists,
  checkRevision,
  DRAFTS,
  missing,
  pair,
  text,
  withId,
} from './action-helpers.ts'
import { badMutation } from './errors.ts'
import { documentToCreate, patchDocument } from './mutations.ts'
import { strengthenOnPublish } from './references.ts'
import type { Transaction } from './transaction.ts'

type Apply = (tx: Transaction, action: Action, index: number) => void

const create: Apply = (tx, action, index) => {
  const publishedId = text(action, 'publishedId', index)
  const doc = documentToCreate(action.attributes, index)
  if (doc._id !== publishedId && doc._id !== `${DRAFTS}${publishedId}`) {
    throw badMutation(`Action ${index}: "${doc._id}" is not "${publishedId}" or its draft`)
  }
  if (tx.exists(doc._id)) {
    if (action.ifExists === 'ignore') return
    throw alreadyExists(index, doc._id)
  }
  tx.put(doc._id, doc, { create: doc })
}

/** Makes the draft from the published document first, then patches the draft. */
const edit: Apply = (tx, action, index) => {
  const { draftId, publishedId } = pair(action, index)
  if (!tx.exists(draftId)) {
    const published = tx.get(publishedId)
    if (!published) throw missing(index, publishedId)
    const draft = withId(published, draftId)
    tx.put(draftId, draft, { createIfNotExists: draft })
  }
  const patch = typeof action.patch === 'object' && action.patch !== null ? action.patch : {}
  patchDocument(tx, { ...patch, id: draftId }, index)
}

/** The draft becomes the published document, its `_strengthenOnPublish` references strong. */
const publish: Apply = (tx, action, index) => {
  const { draftId, publishedId } = pair(action, index)
  const draft = tx.get(draftId)
  if (!draft) throw missing(index, draftId)
  checkRevision(draft, action.ifDraftRevisionId, index, 'draft')
  checkRevision(tx.get(publishedId), action.ifPublishedRevisionId, index, 'published')
  const published = strengthenOnPublish(withId(draft, publishedId))
  tx.put(publishedId, published, { createOrReplace: published })
  tx.put(draftId, null, { delete: { id: draftId } })
}

const unpublish: Apply = (tx, action, index) => {
  const { draftId, publishedId } = pair(action, index)
  const published = tx.get(publishedId)
  if (!published) throw missing(index, publishedId)
  if (!tx.exists(draftId)) {
    const draft = withId(published, draftId)
    tx.put(draftId, draft, { createIfNotExists: draft })
  }
  tx.put(publishedId, null, { delete: { id: publishedId } })
}

const discard: Apply = (tx, action, index) => {
  const draftId = text(action, 'draftId', index)
  if (!draftId.startsWith(DRAFTS)) throw badMutation(`Action ${index}: "${draftId}" is not a draft`)
  if (!tx.exists(draftId)) throw missing(index, draftId)
  tx.put(draftId, null, { delete: { id: draftId } })
}

/** The published document and the drafts named with it. */
const remove: Apply = (tx, action, index) => {
  const publishedId = text(action, 'publishedId', index)
  const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : []
  if (!tx.exists(publishedId)) throw missing(index, publishedId)
  for (const id of [publishedId, ...drafts]) {
    if (typeof id !== 'string' || (id !== publishedId && id !== `${DRAFTS}${publishedId}`)) {
      throw badMutation(`Action ${index}: cannot delete "${String(id)}" with "${publishedId}"`)
    }
    if (tx.exists(id)) tx.put(id, null, { delete: { id } })
  }
}

const replaceDraft: Apply = (tx, action, index) => {
  const publishedId = text(action, 'publishedId', index)
  const doc = documentToCreate(action.attributes, index)
  if (doc._id !== `${DRAFTS}${publishedId}`) {
    throw badMutation(`Action ${index}: "${doc._id}" is not the draft of "${publishedId}"`)
  }
  tx.put(doc._id, doc, { createOrReplace: doc })
}

const DOCUMENT_ACTIONS: Record<string, Apply> = {
  create,
  edit,
  publish,
  unpublish,
  discard,
  delete: remove,
  replaceDraft,
}

/** `sanity.action.document.<type>` (the prefix taken off `actionType`). */
export function applyDocumentAction(tx: Transaction, action: Action, index: number): void {
  const apply = DOCUMENT_ACTIONS[action.actionType]
  if (!apply) {
    throw badMutation(
      `Action ${index}: "sanity.action.document.${action.actionType}" is not an action the content lake knows (it takes ${Object.keys(DOCUMENT_ACTIONS).join(', ')})`,
    )
  }
  apply(tx, action, index)
}
