import { isRecord } from '../../src/lib/is-record.ts'
import { badMutation, mutationFailed } from './errors.ts'
import { documentToCreate, patchDocument } from './mutations.ts'
import type { Doc } from './perspective.ts'
import type { Transaction } from './transaction.ts'

const DRAFTS = 'drafts.'

type Action = Record<string, unknown>

function text(action: Action, key: string, index: number): string {
  const value = action[key]
  if (typeof value !== 'string' || value === '') {
    throw badMutation(`Action ${index} (${String(action.actionType)}) needs "${key}"`)
  }
  return value
}

/** The draft and published ids of an action; the draft must be the published one's draft. */
function pair(action: Action, index: number, draftKey = 'draftId') {
  const publishedId = text(action, 'publishedId', index)
  const draftId = text(action, draftKey, index)
  if (draftId !== `${DRAFTS}${publishedId}` || publishedId.startsWith(DRAFTS)) {
    throw badMutation(`Action ${index}: "${draftId}" is not the draft of "${publishedId}"`)
  }
  return { draftId, publishedId }
}

function checkRevision(doc: Doc | null, expected: unknown, index: number, what: string) {
  if (expected === undefined) return
  if (doc?._rev !== expected) {
    throw mutationFailed(
      index,
      'documentRevisionIDDoesNotMatchError',
      `The ${what} document has revision "${String(doc?._rev)}", expected "${String(expected)}"`,
    )
  }
}

const missing = (index: number, id: string) =>
  mutationFailed(index, 'documentNotFoundError', `Document "${id}" not found`)

/** The published copy of a draft: the same content under the published id. */
const withId = (doc: Doc, id: string): Doc => ({ ...doc, _id: id })

/**
 * One Actions API action on a transaction, in Content Lake's draft model (`drafts.<id>`
 * beside the published document: edit, publish, unpublish). Releases are off in the
 * Studio, so version actions are refused.
 */
export function applyAction(tx: Transaction, action: unknown, index: number): void {
  if (!isRecord(action)) throw badMutation(`Action ${index} must be an object`)
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const publishedId = text(action, 'publishedId', index)
      const doc = documentToCreate(action.attributes, index)
      if (doc._id !== publishedId && doc._id !== `${DRAFTS}${publishedId}`) {
        throw badMutation(`Action ${index}: "${doc._id}" is not "${publishedId}" or its draft`)
      }
      if (tx.exists(doc._id)) {
        if (action.ifExists === 'ignore') return
        throw mutationFailed(
          index,
          'documentAlreadyExistsError',
          `Document "${doc._id}" already exists`,
        )
      }
      tx.put(doc._id, doc, { create: doc })
      return
    }
    case 'sanity.action.document.edit': {
      const { draftId, publishedId } = pair(action, index)
      if (!tx.exists(draftId)) {
        const published = tx.get(publishedId)
        if (!published) throw missing(index, publishedId)
        const draft = withId(published, draftId)
        tx.put(draftId, draft, { createIfNotExists: draft })
      }
      patchDocument(tx, { ...(isRecord(action.patch) ? action.patch : {}), id: draftId }, index)
      return
    }
    case 'sanity.action.document.publish': {
      const { draftId, publishedId } = pair(action, index)
      const draft = tx.get(draftId)
      if (!draft) throw missing(index, draftId)
      checkRevision(draft, action.ifDraftRevisionId, index, 'draft')
      checkRevision(tx.get(publishedId), action.ifPublishedRevisionId, index, 'published')
      const published = withId(draft, publishedId)
      tx.put(publishedId, published, { createOrReplace: published })
      tx.put(draftId, null, { delete: { id: draftId } })
      return
    }
    case 'sanity.action.document.unpublish': {
      const { draftId, publishedId } = pair(action, index)
      const published = tx.get(publishedId)
      if (!published) throw missing(index, publishedId)
      if (!tx.exists(draftId)) {
        const draft = withId(published, draftId)
        tx.put(draftId, draft, { createIfNotExists: draft })
      }
      tx.put(publishedId, null, { delete: { id: publishedId } })
      return
    }
    case 'sanity.action.document.discard': {
      const draftId = text(action, 'draftId', index)
      if (!draftId.startsWith(DRAFTS))
        throw badMutation(`Action ${index}: "${draftId}" is not a draft`)
      if (!tx.exists(draftId)) throw missing(index, draftId)
      tx.put(draftId, null, { delete: { id: draftId } })
      return
    }
    case 'sanity.action.document.delete': {
      const publishedId = text(action, 'publishedId', index)
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : []
      if (!tx.exists(publishedId)) throw missing(index, publishedId)
      for (const id of [publishedId, ...drafts]) {
        if (typeof id !== 'string' || (id !== publishedId && id !== `${DRAFTS}${publishedId}`)) {
          throw badMutation(`Action ${index}: cannot delete "${String(id)}" with "${publishedId}"`)
        }
        if (tx.exists(id)) tx.put(id, null, { delete: { id } })
      }
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = text(action, 'publishedId', index)
      const doc = documentToCreate(action.attributes, index)
      if (doc._id !== `${DRAFTS}${publishedId}`) {
        throw badMutation(`Action ${index}: "${doc._id}" is not the draft of "${publishedId}"`)
      }
      tx.put(doc._id, doc, { createOrReplace: doc })
      return
    }
    default:
      throw badMutation(
        `Action ${index}: "${String(action.actionType)}" is not supported by the content lake (releases and versions are off)`,
      )
  }
}
