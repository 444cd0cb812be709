import type { Doc } from '../store/perspective.ts'
import type { Revisions } from '../store/revisions.ts'

const DRAFTS = 'drafts.'

/** One entry of Content Lake's document events API, as the Studio's History panel reads it. */
export type DocumentEvent = Record<string, unknown> & { type: string; timestamp: string }

const rev = (doc: Doc | null) => (typeof doc?._rev === 'string' ? doc._rev : undefined)

/**
 * One document group's events (draft created, published, discarded; unpublished, deleted),
 * newest first, derived from each transaction's before and after, the export included; edits
 * between are the Studio's to build. `variant`: the draft's or the published history.
 */
export function documentEvents(
  revisions: Revisions,
  publishedId: string,
  variant: 'draft' | 'published',
): DocumentEvent[] {
  const draftId = `${DRAFTS}${publishedId}`
  const events: DocumentEvent[] = []
  for (const tx of revisions.transactions([publishedId, draftId])) {
    const state = (id: string) => ({
      before: tx.index < 0 ? null : revisions.before(tx.index, id),
      after: tx.ids.includes(id) ? revisions.after(tx.index, id) : undefined,
    })
    const draft = state(draftId)
    const published = state(publishedId)
    const base = { documentId: publishedId, author: tx.author, timestamp: tx.timestamp }
    const version = { ...base, versionId: draftId }
    if (draft.after !== undefined) {
      if (!draft.before && draft.after) {
        // With the published document's revision then, which its own history opens.
        const revisionId = rev(published.after ?? published.before)
        events.push({
          ...version,
          type: 'createDocumentVersion',
          versionRevisionId: tx.id,
          revisionId,
        })
      } else if (draft.before && !draft.after && published.after) {
        events.push({
          ...version,
          type: 'publishDocumentVersion',
          versionRevisionId: rev(draft.before),
          revisionId: tx.id,
          publishCause: 'document.publish',
        })
      } else if (draft.before && !draft.after) {
        events.push({
          ...version,
          type: 'deleteDocumentVersion',
          versionRevisionId: rev(draft.before),
        })
      }
    }
    if (published.after === undefined) continue
    const draftAfter = draft.after === undefined ? draft.before : draft.after
    if (published.before && !published.after) {
      events.push(
        draftAfter
          ? { ...version, type: 'unpublishDocument', versionRevisionId: rev(draftAfter) }
          : { ...base, type: 'deleteDocumentGroup' },
      )
    } else if (tx.index < 0 && published.after) {
      // The export: published when it was made, from a draft history does not have, so
      // only the published document's history shows it (the draft's could not open it).
      if (variant === 'published') {
        events.push({
          ...version,
          type: 'publishDocumentVersion',
          revisionId: tx.id,
          publishCause: 'document.publish',
        })
      }
    } else if (published.after && !(draft.before && draft.after === null)) {
      // Written straight to the published document (a script's mutation), not through a draft.
      const type = published.before ? 'updateLiveDocument' : 'createLiveDocument'
      events.push({ ...base, type, revisionId: tx.id })
    }
  }
  return events.reverse()
}

/** A page of events from `cursor` (an offset), with the cursor of the next page or ''. */
export function eventPage(events: DocumentEvent[], limit: number, cursor: string | null) {
  const start = Math.max(0, Number.parseInt(cursor ?? '0', 10) || 0)
  const end = start + limit
  return { page: events.slice(start, end), nextCursor: end < events.length ? String(end) : '' }
}
