import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import type { Editable } from '../content/edit-target.ts'

/** A step of a Studio path: a field, an array item by `_key`, or by position. */
export type Segment = string | number | { _key: string }

/** Where a node of the site's query answer lives: a document, and the path in it. */
export interface Source {
  id: string
  type: string
  path: Segment[]
}

/**
 * Fields the site's query fills with the document a reference points at (`tags[]->{…}`), by
 * the referring type and field path: the referenced document's type. Their texts are that
 * document's own fields (a tag's title is the tag's), as a content source map has them.
 */
const REFERENCED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  workProject: { tags: 'tag' },
  shopItem: { tags: 'tag' },
  digestArticle: { tag: 'tag', services: 'service' },
  aboutPage: { 'clientsSection.clients': 'clients' },
}

/** A document's fields the query renames, back to where they live (`"slug": slug.current`). */
const RENAMED: Readonly<Record<string, Segment[]>> = { slug: ['slug', 'current'] }

/** Projected from another document, not a field: an image's dereferenced asset. */
const NOT_FIELDS = new Set(['asset'])

/** The document path of a field of a node: a document's renamed fields mapped back. */
export function fieldPath(source: Source, field: string): Segment[] {
  const renamed = source.path.length === 0 ? RENAMED[field] : undefined
  return [...source.path, ...(renamed ?? [field])]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** An array item's step: its `_key`, or its position when it has none. */
const itemSegment = (item: Record<string, unknown>, index: number): Segment =>
  typeof item._key === 'string' && item._key !== '' ? { _key: item._key } : index

type EditFn = NonNullable<Editable['$edit']>

/** The `data-sanity` values of a node: its own (no field; none for a document) and its fields'. */
export function editTarget(source: Source): EditFn {
  const attribute = createDataAttribute({ id: source.id, type: source.type })
  return (field) => {
    const path = field === undefined ? source.path : fieldPath(source, field)
    return path.length > 0 ? attribute(path) : undefined
  }
}

/**
 * Gives every object and list of the query's answer its edit target (`$edit`, hidden from
 * JSON and spreads), walking each entry with the path the node has in its document: array
 * items by `_key`, a dereferenced document as its own root, an asset never.
 */
export function annotate(
  entries: readonly unknown[],
  targetOf: (source: Source) => EditFn = editTarget,
): void {
  const visit = (node: Record<string, unknown> | unknown[], source: Source, fields: string[]) => {
    Object.defineProperty(node, '$edit', { value: targetOf(source), configurable: true })
    for (const [child, at, names] of children(node, source, fields)) visit(child, at, names)
  }
  for (const entry of entries) {
    if (isObject(entry) && typeof entry._id === 'string' && typeof entry._type === 'string') {
      visit(entry, { id: entry._id, type: entry._type, path: [] }, [])
    }
  }
}

/** The document a referenced node is (REFERENCED), when the query put one at `fields`. */
function referencedRoot(source: Source, fields: string[], value: Record<string, unknown>) {
  const type = REFERENCED[source.type]?.[fields.join('.')]
  return type && typeof value._id === 'string' ? { id: value._id, type, path: [] } : null
}

type Child = [Record<string, unknown> | unknown[], Source, string[]]

/**
 * A node's objects and lists, each with where it lives; `fields` are the field names on the
 * node's way (array items add none), which REFERENCED is keyed by.
 */
function children(node: Record<string, unknown> | unknown[], source: Source, fields: string[]) {
  const found: Child[] = []
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      if (!isObject(item)) return
      const root = referencedRoot(source, fields, item)
      const step = itemSegment(item, index)
      found.push(
        root ? [item, root, []] : [item, { ...source, path: [...source.path, step] }, fields],
      )
    })
    return found
  }
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('_') || NOT_FIELDS.has(name) || !isObject(value)) continue
    const names = [...fields, name]
    const root = Array.isArray(value) ? null : referencedRoot(source, names, value)
    found.push(
      root ? [value, root, []] : [value, { ...source, path: [...source.path, name] }, names],
    )
  }
  return found
}
