export type Doc = { _id?: unknown; _type?: unknown; [field: string]: unknown }

/** The documents one perspective sees, with an index by `_id` for groq-js's `dereference`. */
export interface View {
  docs: Doc[]
  byId: Map<string, Doc>
}

/**
 * The views the lake keeps: Sanity's `raw`, `published` and `drafts` perspectives for the
 * editor, and `public`, what a visitor may see (root-path ids only).
 */
export type ViewName = 'raw' | 'published' | 'drafts' | 'public'

/** The perspectives a request may name: a view, or why the name is not one. */
export type ParsedPerspective = { view: 'raw' | 'published' | 'drafts' } | { refusal: string }

const DRAFT = 'drafts.'
const VERSION = 'versions.'
const KNOWN = new Set(['published', 'drafts', 'previewDrafts'])

/**
 * API versions from 2025-02-19 default to the `published` perspective; older
 * ones (and v1) return everything, drafts included.
 */
export function defaultPerspective(apiVersion: string): 'published' | 'raw' {
  if (apiVersion === 'X') return 'published'
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

/**
 * A `perspective` parameter as Sanity reads it: `raw`, `published`, `drafts` (`previewDrafts`
 * its old name), or a stack such as `drafts,published`. Any other name would be a release,
 * and releases are off, so it is refused, as is `raw` in a stack.
 */
export function parsePerspective(value: string): ParsedPerspective {
  const names = value.split(',').map((name) => name.trim())
  if (names.length === 1 && names[0] === 'raw') return { view: 'raw' }
  if (names.includes('raw')) {
    return { refusal: `The perspective "raw" cannot be combined with others (got "${value}")` }
  }
  const unknown = names.find((name) => !KNOWN.has(name))
  if (unknown !== undefined) {
    return {
      refusal: `Unknown perspective "${unknown}": the content lake knows published, drafts (or previewDrafts) and raw; release perspectives need releases, which are off`,
    }
  }
  return { view: names.some((name) => name !== 'published') ? 'drafts' : 'published' }
}

function index(docs: Doc[]): Map<string, Doc> {
  const byId = new Map<string, Doc>()
  for (const doc of docs) if (typeof doc._id === 'string') byId.set(doc._id, doc)
  return byId
}

/**
 * Only root-path ids are public, as in Content Lake: drafts, versions and any id with a dot
 * (`secrets.api`) are the editor's alone, in queries, `/data/doc`, listen and live events.
 */
export const isPublicId = (id: string) => !id.includes('.')

/** Drafts and versions: what the `published` perspective leaves out. */
const isDraftOrVersion = (id: string) => id.startsWith(DRAFT) || id.startsWith(VERSION)

const hasId = (doc: Doc, keep: (id: string) => boolean) =>
  typeof doc._id === 'string' && keep(doc._id)

/** Which ids a reader sees: the editor all, or published ones; a visitor public ones only. */
export function visibleIds(reader: { editor: boolean; drafts: boolean }): (id: string) => boolean {
  if (reader.editor && reader.drafts) return () => true
  return reader.editor ? (id) => !isDraftOrVersion(id) : isPublicId
}

/**
 * The view of a set of documents one perspective sees, kept in `views` (by name) until the
 * documents change and the caller clears it.
 */
export function keptView(views: Map<string, View>, docs: Map<string, Doc>, name: ViewName): View {
  let view = views.get(name)
  if (!view) {
    view = viewFor([...docs.values()], name)
    views.set(name, view)
  }
  return view
}

/**
 * Builds a view. `drafts` overlays each draft on its published document under the published
 * `_id`, keeping the draft's own id in `_originalId` as Sanity does, so references resolve
 * to the draft content.
 */
export function viewFor(docs: Doc[], name: ViewName): View {
  if (name === 'raw') return { docs, byId: index(docs) }
  if (name === 'public') {
    const visible = docs.filter((doc) => hasId(doc, isPublicId))
    return { docs: visible, byId: index(visible) }
  }
  const published = docs.filter((doc) => hasId(doc, (id) => !isDraftOrVersion(id)))
  if (name === 'published') return { docs: published, byId: index(published) }

  const byId = index(published)
  for (const doc of docs) {
    const id = doc._id
    if (typeof id !== 'string' || !id.startsWith(DRAFT)) continue
    const publishedId = id.slice(DRAFT.length)
    byId.set(publishedId, { ...doc, _id: publishedId, _originalId: id })
  }
  return { docs: [...byId.values()], byId }
}
