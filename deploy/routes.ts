import type { Entry } from '../src/content/types.ts'

/** The routes with no parameter, prerendered whatever the content. */
export const STATIC_PATHS = [
  '/',
  '/about',
  '/work',
  '/digest',
  '/contact',
  '/shop',
  '/careers',
  '/privacy',
  '/accessibility',
] as const

/** The path the not-found page is rendered for; it is written to 404.html. */
export const NOT_FOUND_PATH = '/404'

/**
 * A slug that makes a safe file name and URL segment. Anything else (slashes, dots at
 * the start, spaces) is not written as a file: the not-found page's live lookup
 * still reaches the entry.
 */
const SAFE_SLUG = /^[A-Za-z0-9][A-Za-z0-9_~-]*$/

/** Every path to prerender: the static routes, then each project and article by slug. */
export function prerenderPaths(entries: readonly Entry[]): {
  paths: string[]
  skipped: string[]
} {
  const paths = new Set<string>(STATIC_PATHS)
  const skipped: string[] = []
  for (const entry of entries) {
    const section =
      entry._type === 'workProject' ? 'work' : entry._type === 'digestArticle' ? 'digest' : null
    const slug = section && 'slug' in entry ? entry.slug : undefined
    if (!section || slug === undefined) continue
    if (typeof slug === 'string' && SAFE_SLUG.test(slug)) paths.add(`/${section}/${slug}`)
    else skipped.push(`${entry._type} ${entry._id}: slug ${JSON.stringify(slug)}`)
  }
  return { paths: [...paths], skipped }
}

/** Where a path's HTML goes in the build: `/` → index.html, `/a/b` → a/b.html. */
export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html'
  if (path === NOT_FOUND_PATH) return '404.html'
  return `${path.slice(1)}.html`
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml for the prerendered paths. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
