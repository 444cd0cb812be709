/**
 * What the page bar shows for a path. Pure: the header, page bar and
 * frame read it during render, and prerendering calls it with the route's path.
 */
export type RouteKind =
  | 'home'
  | 'about'
  | 'work'
  | 'work-project'
  | 'digest'
  | 'digest-article'
  | 'contact'
  | 'shop'
  | 'careers'
  | 'privacy'
  | 'accessibility'
  | 'not-found'

export interface RouteMeta {
  kind: RouteKind
  /** Page bar title. */
  title: string
  /** Page bar description; absent where the spec shows none. */
  description?: string
  /** False on home, work project and digest article, where the page bar is hidden. */
  pageBar: boolean
}

const WORK_DESCRIPTION = 'proof is in the making'

const STATIC: Record<string, RouteMeta> = {
  '/': { kind: 'home', title: 'Home', pageBar: false },
  '/about': {
    kind: 'about',
    title: 'About',
    description: 'makers who make the thing',
    pageBar: true,
  },
  '/work': { kind: 'work', title: 'Work', description: WORK_DESCRIPTION, pageBar: true },
  '/digest': {
    kind: 'digest',
    title: 'Digest',
    description: 'stuff happening between projects',
    pageBar: true,
  },
  '/contact': { kind: 'contact', title: 'Contact', pageBar: true },
  '/shop': {
    kind: 'shop',
    title: 'Shop',
    description: 'ephemera and objects of interest, restocking soon',
    pageBar: true,
  },
  // Careers shows the same description as work.
  '/careers': { kind: 'careers', title: 'Careers', description: WORK_DESCRIPTION, pageBar: true },
  '/privacy': { kind: 'privacy', title: 'Privacy Policy', pageBar: true },
  '/accessibility': { kind: 'accessibility', title: 'Accessibility', pageBar: true },
}

const NOT_FOUND: RouteMeta = { kind: 'not-found', title: 'Not found', pageBar: true }

/** The path without query, hash or trailing slashes; '' becomes '/'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export function routeMeta(path: string): RouteMeta {
  const clean = normalizePath(path)
  const known = STATIC[clean]
  if (known) return known
  const [, section, slug, ...rest] = clean.split('/')
  if (slug && rest.length === 0) {
    if (section === 'work') return { kind: 'work-project', title: 'Work', pageBar: false }
    if (section === 'digest') return { kind: 'digest-article', title: 'Digest', pageBar: false }
  }
  return NOT_FOUND
}

/** True when `href` is the current page or a section above it (/work for /work/slug). */
export function isCurrentPath(href: string, path: string): boolean {
  const target = normalizePath(href)
  const clean = normalizePath(path)
  if (target === '/') return clean === '/'
  return clean === target || clean.startsWith(`${target}/`)
}
