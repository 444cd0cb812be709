import { badMutation, mutationFailed } from './errors.ts'
import type { Doc } from './perspective.ts'

// What the document and version actions share: reading an action's fields, its ids, its
// revision checks and Content Lake's refusals.

export type Action = Record<string, unknown> & { actionType: string }

export const DRAFTS = 'drafts.'

/** A non-empty string field of the action, or a 400 naming it. */
export function text(action: Action, key: string, index: number): string {
  const value = action[key]
  if (typeof value !== 'string' || value === '') {
    throw badMutation(`Action ${index} (${action.actionType}) needs "${key}"`)
  }
  return value
}

/** Refuses `draftId` unless it is the draft of `publishedId`, naming both. */
export function requireDraftOf(draftId: string, publishedId: string, index: number): void {
  if (draftId !== `${DRAFTS}${publishedId}` || publishedId.startsWith(DRAFTS)) {
    throw badMutation(`Action ${index}: "${draftId}" is not the draft of "${publishedId}"`)
  }
}

/** The draft and published ids of an action; the draft must be the published one's draft. */
export function pair(action: Action, index: number, draftKey = 'draftId') {
  const publishedId = text(action, 'publishedId', index)
  const draftId = text(action, draftKey, index)
  requireDraftOf(draftId, publishedId, index)
  return { draftId, publishedId }
}

export function checkRevision(doc: Doc | null, expected: unknown, index: number, what: string) {
  if (expected === undefined) return
  if (doc?._rev !== expected) {
    throw mutationFailed(
      index,
      'documentRevisionIDDoesNotMatchError',
      `The ${what} document has revision "${String(doc?._rev)}", expected "${String(expected)}"`,
    )
  }
}

export const missing = (index: number, id: string) =>
  mutationFailed(index, 'documentNotFoundError', `Document "${id}" not found`)

export const alreadyExists = (index: number, id: string) =>
  mutationFailed(index, 'documentAlreadyExistsError', `Document "${id}" already exists`)

/** The published copy of a draft (or the reverse): the same content under another id. */
export const withId = (doc: Doc, id: string): Doc => ({ ...doc, _id: id })
