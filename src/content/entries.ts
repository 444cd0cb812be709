import type { Entry, EntryOfType, EntryType } from './types.ts'

const ENTRY_TYPES = new Set<string>([
  'workProject',
  'aboutPage',
  'clients',
  'digestArticle',
  'shopItem',
  'siteSettings',
])
const ORDERED = new Set<EntryType>(['workProject', 'digestArticle'])

/** Keeps the documents the site can render; a malformed one is logged and dropped, never fatal. */
export function cleanEntries(raw: unknown): Entry[] {
  if (!Array.isArray(raw)) {
    console.error('Content entries: expected a list, got', typeof raw)
    return []
  }
  return raw.filter((doc): doc is Entry => {
    const ok =
      typeof doc === 'object' &&
      doc !== null &&
      typeof (doc as Entry)._id === 'string' &&
      ENTRY_TYPES.has((doc as Entry)._type)
    if (!ok) console.warn('Content entries: skipped a malformed entry', doc)
    return ok
  })
}

function orderOf(entry: Entry): number {
  const order = 'order' in entry ? entry.order : undefined
  return typeof order === 'number' && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY
}

/**
 * Entries of one type. Work projects and digest articles come ascending by `order`
 * (entries without one last, ties in query order); other types stay as fetched.
 */
export function entriesOfType<T extends EntryType>(
  entries: readonly Entry[],
  type: T,
): EntryOfType<T>[] {
  const list = entries.filter((e): e is EntryOfType<T> => e._type === type)
  return ORDERED.has(type) ? list.sort((a, b) => orderOf(a) - orderOf(b)) : list
}

/** An entry of a type by its slug, or undefined. */
export function entryBySlug<T extends 'workProject' | 'digestArticle' | 'shopItem'>(
  entries: readonly Entry[],
  type: T,
  slug: string,
): EntryOfType<T> | undefined {
  return entries.find(
    (e): e is EntryOfType<T> => e._type === type && 'slug' in e && e.slug === slug,
  )
}
/** The entry after the one with `slug`, wrapping to the first; none for a list of one. */
export function nextBySlug<T extends { slug?: string | null }>(
  list: readonly T[],
  slug: string,
): T | undefined {
  const withSlug = list.filter((e) => typeof e.slug === 'string' && e.slug !== '')
  const at = withSlug.findIndex((e) => e.slug === slug)
  if (at === -1 || withSlug.length < 2) return undefined
  return withSlug[(at + 1) % withSlug.length]
}
