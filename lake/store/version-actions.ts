import {
  type Action,
  alreadyExists,
  checkRevision,
  DRAFTS,
  missing,
  requireDraftOf,
  text,
  withId,
} from './action-helpers.ts'
import { badMutation } from './errors.ts'
import { documentToCreate } from './mutations.ts'
import type { Transaction } from './transaction.ts'

// Studio 5 speaks of drafts as one version of a document among release versions: it deletes
// a never-published document with `version.discard` of its draft. Releases are off here, so
// these actions take `drafts.` ids and refuse `versions.` ones, saying so.

type Apply = (tx: Transaction, action: Action, index: number) => void

/** Refuses a version id that is not a draft: `versions.<release>.<id>` needs releases. */
function requireDraft(id: string, index: number): void {
  if (id.startsWith(DRAFTS)) return
  throw badMutation(
    `Action ${index}: "${id}" is a release version, and releases are off in this Studio and content lake (studio/lake/options.ts); only drafts ("${DRAFTS}<id>") are versions here`,
  )
}

/** `{ publishedId, document }`, or a copy of `baseId` under `versionId`. */
const create: Apply = (tx, action, index) => {
  const publishedId = text(action, 'publishedId', index)
  if (action.document !== undefined) {
    const doc = documentToCreate(action.document, index)
    requireDraft(doc._id, index)
    requireDraftOf(doc._id, publishedId, index)
    if (tx.exists(doc._id)) throw alreadyExists(index, doc._id)
    tx.put(doc._id, doc, { create: doc })
    return
  }
  const baseId = text(action, 'baseId', index)
  const versionId = text(action, 'versionId', index)
  requireDraft(versionId, index)
  requireDraftOf(versionId, publishedId, index)
  const base = tx.get(baseId)
  if (!base) throw missing(index, baseId)
  checkRevision(base, action.ifBaseRevisionId, index, 'base')
  if (tx.exists(versionId)) throw alreadyExists(index, versionId)
  const doc = withId(base, versionId)
  tx.put(versionId, doc, { create: doc })
}

/** Deletes one version (`purge` changes nothing here: history is the journal's). */
const discard: Apply = (tx, action, index) => {
  const versionId = text(action, 'versionId', index)
  requireDraft(versionId, index)
  if (!tx.exists(versionId)) throw missing(index, versionId)
  tx.put(versionId, null, { delete: { id: versionId } })
}

/** Replaces an existing version's whole content. */
const replace: Apply = (tx, action, index) => {
  const doc = documentToCreate(action.document, index)
  requireDraft(doc._id, index)
  if (!tx.exists(doc._id)) throw missing(index, doc._id)
  tx.put(doc._id, doc, { createOrReplace: doc })
}

const VERSION_ACTIONS: Record<string, Apply> = { create, discard, replace }

/** `sanity.action.document.version.<type>` (the prefix taken off `actionType`). */
export function applyVersionAction(tx: Transaction, action: Action, index: number): void {
  const apply = VERSION_ACTIONS[action.actionType]
  if (!apply) {
    throw badMutation(
      `Action ${index}: "sanity.action.document.version.${action.actionType}" needs releases, which are off in this Studio and content lake (studio/lake/options.ts); on drafts the lake takes version.create, version.discard and version.replace`,
    )
  }
  apply(tx, action, index)
}
