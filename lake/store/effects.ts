import type { Change } from './transaction.ts'

/** A document as mendoza patches carry it: without `_rev`, which events state apart. */
function withoutRev(doc: Change['after']): Change['after'] {
  if (!doc) return null
  const { _rev, ...rest } = doc
  return rest
}

/**
 * Mendoza effects replacing the whole document (`[0, value]` outputs that value): valid
 * patches the Studio applies to the revision before, in listener events and in history.
 * Content Lake sends minimal diffs; the result of applying either is the same document.
 */
export function wholeDocumentEffects(change: Change) {
  return { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }
}
