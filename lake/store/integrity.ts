import { mutationFailed } from './errors.ts'
import { type ReferenceIndex, strongTargets } from './references.ts'
import type { Change } from './transaction.ts'

/** What the check needs of the transaction: the document ids it leaves, and who wrote each. */
export interface Staged {
  exists(id: string): boolean
  /** The index of the mutation or action that last wrote `id`. */
  indexOf(id: string): number
}

const quoted = (ids: string[]) => ids.map((id) => `"${id}"`).join(', ')

/** A deleted document's referrers that still reference it strongly once the transaction is done. */
function stillReferencing(id: string, index: ReferenceIndex, changed: Map<string, Change>) {
  return [...index.referencing(id)]
    .filter((referrer) => {
      const change = changed.get(referrer)
      return !change || (change.after !== null && strongTargets(change.after).has(id))
    })
    .sort()
}

/**
 * Content Lake's referential integrity over a transaction as a whole: a document may not go
 * while another strongly references it (409, naming the referrers), and a document may not
 * gain a strong reference to one that does not exist. Weak references may dangle.
 */
export function checkReferences(changes: Change[], index: () => ReferenceIndex, tx: Staged): void {
  const changed = new Map(changes.map((change) => [change.id, change]))
  for (const change of changes) {
    if (change.after !== null || change.before === null) continue
    const referrers = stillReferencing(change.id, index(), changed)
    if (referrers.length === 0) continue
    const description = `Document "${change.id}" cannot be deleted as there are references to it from ${quoted(referrers.slice(0, 10))}${referrers.length > 10 ? ' and others' : ''}`
    throw mutationFailed(tx.indexOf(change.id), 'documentHasExistingReferencesError', description, {
      id: change.id,
      referencingIDs: referrers.slice(0, 100),
    })
  }
  for (const change of changes) {
    if (change.after === null) continue
    const before = change.before ? strongTargets(change.before) : new Set<string>()
    const dangling = [...strongTargets(change.after)].filter(
      (target) => !before.has(target) && !tx.exists(target),
    )
    if (dangling.length === 0) continue
    const description = `Document "${change.id}" references non-existent document ${quoted(dangling)}`
    throw mutationFailed(tx.indexOf(change.id), 'documentReferenceNotFoundError', description, {
      id: change.id,
      referencedIDs: dangling,
    })
  }
}
