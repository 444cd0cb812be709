import { isRecord } from '../../src/lib/is-record.ts'
import type { Doc } from './perspective.ts'

/**
 * The ids a value references strongly: every object with a string `_ref` that is not `_weak`.
 * Cross-dataset (`_dataset`) and global (`x:y`) references are another store's, not checked.
 */
export function strongTargets(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) strongTargets(item, found)
  } else if (isRecord(value)) {
    const ref = value._ref
    const local = typeof ref === 'string' && !ref.includes(':') && value._dataset === undefined
    if (local && value._weak !== true) found.add(ref)
    for (const [key, item] of Object.entries(value)) {
      if (key !== '_ref' && typeof item === 'object' && item !== null) strongTargets(item, found)
    }
  }
  return found
}

function strengthened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strengthened)
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = strengthened(item)
  if (typeof value._ref !== 'string' || !isRecord(value._strengthenOnPublish)) return out
  // A reference to a document that was not published yet: strong once published, unless the
  // schema asked for a weak one (`weak: true`), as the Studio's own publish did.
  const { _strengthenOnPublish: asked, _weak, ...ref } = out
  return isRecord(asked) && asked.weak === true ? { ...ref, _weak: true } : ref
}

/** A draft made ready to publish: its `_strengthenOnPublish` references strong (or plainly weak). */
export const strengthenOnPublish = (doc: Doc): Doc => strengthened(doc) as Doc

/**
 * Who references whom strongly, kept in step with a dataset's documents, so a delete can
 * find the documents it would leave dangling without reading every document.
 */
export class ReferenceIndex {
  private readonly referrers = new Map<string, Set<string>>()
  private readonly targets = new Map<string, Set<string>>()

  constructor(docs: Iterable<[string, Doc]>) {
    for (const [id, doc] of docs) this.set(id, doc)
  }

  /** Records a document's new state (null: deleted). */
  set(id: string, doc: Doc | null): void {
    for (const target of this.targets.get(id) ?? []) this.referrers.get(target)?.delete(id)
    this.targets.delete(id)
    if (!doc) return
    const targets = strongTargets(doc)
    if (targets.size === 0) return
    this.targets.set(id, targets)
    for (const target of targets) {
      const set = this.referrers.get(target) ?? new Set<string>()
      set.add(id)
      this.referrers.set(target, set)
    }
  }

  /** The documents referencing `target` strongly. */
  referencing(target: string): ReadonlySet<string> {
    return this.referrers.get(target) ?? new Set()
  }
}
