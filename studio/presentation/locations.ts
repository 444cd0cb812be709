import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'
import { entriesOfType } from '../../src/content/entries.ts'
import { PREVIEW } from '../../src/content/previews.ts'

/**
 * Where the site shows each document, for the Presentation tool's "Used on" list. Pure, and
 * built on the site's own rules (how it orders a list, how many of it home previews).
 */

/** A listed document as the locations query gives it (its draft over the published one). */
export interface Listed {
  _id: string
  title?: string | null
  slug?: string | null
  order?: number | null
}

interface ListRule {
  /** The list's page. */
  list: DocumentLocation
  /** How many home previews, first in the site's order. */
  onHome: number
  /** The document's own page, from its slug (none for shop items). */
  page?: (slug: string) => string
  untitled: string
}

/** The types listed on a page of their own and previewed on home. */
export const LISTED = {
  workProject: {
    list: { title: 'Work', href: '/work' },
    onHome: PREVIEW.work,
    page: (slug) => `/work/${slug}`,
    untitled: 'Untitled project',
  },
  digestArticle: {
    list: { title: 'Digest', href: '/digest' },
    onHome: PREVIEW.digest,
    page: (slug) => `/digest/${slug}`,
    untitled: 'Untitled article',
  },
  shopItem: { list: { title: 'Shop', href: '/shop' }, onHome: PREVIEW.shop, untitled: 'Item' },
} satisfies Record<string, ListRule>

export type ListedType = keyof typeof LISTED

/** The published id of a document or of its draft. */
const publishedId = (id: string) => id.replace(/^drafts\./, '')

/**
 * A listed document: its own page, its list, and home when it is one of home's previews
 * (a work project one of the first five by `order`, as the site sorts them).
 */
export function listedLocations(
  type: ListedType,
  id: string,
  docs: readonly Listed[],
): DocumentLocationsState {
  const rule: ListRule = LISTED[type]
  const own = publishedId(id)
  const sorted = entriesOfType(
    docs.map((doc) => ({ ...doc, _type: type })),
    type,
  )
  const doc = sorted.find((d) => d._id === own)
  const page = rule.page && typeof doc?.slug === 'string' && doc.slug ? rule.page(doc.slug) : null
  const title = typeof doc?.title === 'string' && doc.title.trim() ? doc.title : rule.untitled
  const onHome = sorted.slice(0, rule.onHome).some((d) => d._id === own)
  return {
    locations: [
      ...(page ? [{ title, href: page }] : []),
      rule.list,
      ...(onHome ? [{ title: 'Home', href: '/' }] : []),
    ],
  }
}

/** Documents shown in the same places whatever they hold. */
export const FIXED_LOCATIONS: Readonly<Record<string, DocumentLocationsState>> = {
  aboutPage: {
    locations: [
      { title: 'About', href: '/about' },
      // Its studios' and people's pictures make the careers gallery.
      { title: 'Careers', href: '/careers' },
    ],
  },
  siteSettings: {
    message: 'Its links are in every page’s menu and footer, its e-mail on the contact page',
    locations: [
      { title: 'Contact', href: '/contact' },
      { title: 'Work', href: '/work' },
    ],
  },
  clients: { locations: [{ title: 'About', href: '/about' }] },
}
