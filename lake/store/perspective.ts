export type Doc = { _id?: unknown; _type?: unknown; [field: string]: unknown }

/** The documents one perspective sees, with an index by `_id` for groq-js's `dereference`. */
export interface View {
  docs: Doc[]
  byId: Map<string, Doc>
}

const DRAFT = 'drafts.'
const VERSION = 'versions.'

/**
 * API versions from 2025-02-19 default to the `published` perspective; older
 * ones (and v1) return everything, drafts included.
 */
export function defaultPerspective(apiVersion: string): string {
  if (apiVersion === 'X') return 'published'
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

/** Folds a perspective name (or a release stack like `rABC,drafts`) to what the lake supports. */
export function normalisePerspective(value: string): 'raw' | 'published' | 'drafts' {
  const names = value.split(',').map((name) => name.trim())
  if (names.includes('raw')) return 'raw'
  if (names.includes('drafts') || names.includes('previewDrafts')) return 'drafts'
  return 'published'
}

function index(docs: Doc[]): Map<string, Doc> {
  const byId = new Map<string, Doc>()
  for (const doc of docs) if (typeof doc._id === 'string') byId.set(doc._id, doc)
  return byId
}

/** Drafts and versions: only the editor sees them. */
export const isPrivateId = (id: string) => id.startsWith(DRAFT) || id.startsWith(VERSION)

function isPublished(doc: Doc): boolean {
  const id = doc._id
  return typeof id === 'string' && !isPrivateId(id)
}

/**
 * The view of a set of documents one perspective sees, kept in `views` (by perspective)
 * until the documents change and the caller clears it.
 */
export function keptView(
  views: Map<string, View>,
  docs: Map<string, Doc>,
  perspective: string,
): View {
  const key = normalisePerspective(perspective)
  let view = views.get(key)
  if (!view) {
    view = viewFor([...docs.values()], key)
    views.set(key, view)
  }
  return view
}

/**
 * Builds a perspective view. `drafts` overlays each draft on its published
 * document under the published `_id`, keeping the draft's own id in
 * `_originalId` as Sanity does, so references resolve to the draft content.
 */
export function viewFor(docs: Doc[], perspective: string): View {
  const mode = normalisePerspective(perspective)
  if (mode === 'raw') return { docs, byId: index(docs) }
  const published = docs.filter(isPublished)
  if (mode === 'published') return { docs: published, byId: index(published) }

  const byId = index(published)
  for (const doc of docs) {
    const id = doc._id
    if (typeof id !== 'string' || !id.startsWith(DRAFT)) continue
    const publishedId = id.slice(DRAFT.length)
    byId.set(publishedId, { ...doc, _id: publishedId, _originalId: id })
  }
  return { docs: [...byId.values()], byId }
}
