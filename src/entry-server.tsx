import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { preloadAllPages } from './app/pages.ts'
import { Root } from './app/Root.tsx'
import { cleanEntries } from './content/entries.ts'
import { ENTRIES_QUERY } from './content/query.ts'
import { settings } from './content/settings.ts'
import { type Snapshot, setCurrentSnapshot } from './content/snapshot.ts'
import { fetchSocialFeed } from './content/social.ts'
import { resetContentStore, seedContent } from './content/store.ts'
import type { Entry, SocialPost } from './content/types.ts'
import { createSanitizer } from './media/sanitize-html.ts'

// The build's server entry (vite build --ssr): everything prerendering needs from the
// site, compiled with the same settings as the client. deploy/prerender.ts drives it.

export { pageHead } from './app/head.ts'
export { headHtml } from './app/head-tags.ts'
export { routeContent } from './content/route-content.ts'
export { SNAPSHOT_ELEMENT_ID, serializeSnapshot } from './content/snapshot.ts'
export { settings }

/** The site's one content query and the social feed, from `origin` when the lake is same-origin. */
export async function fetchSiteContent(
  origin: string,
): Promise<{ entries: Entry[]; social: SocialPost[] }> {
  const { createClient } = await import('@sanity/client')
  const { clientConfig } = await import('./content/client.ts')
  const client = createClient(clientConfig(settings, origin))
  const result: unknown = await client.fetch(ENTRIES_QUERY)
  if (!Array.isArray(result)) throw new Error('The content query did not answer a list')
  const feedUrl = new URL(settings.socialFeedUrl, origin).href
  const posts = await fetchSocialFeed(feedUrl).catch((err: unknown) => {
    console.error('Error fetching social feed:', err)
    return []
  })
  // The lake answers with thumbnails on its own origin: the build's temporary one. On
  // the page they are the site's own, as the browser's fetch of the feed would see them.
  const social = posts.map((post) =>
    post.thumbnail_url.startsWith(`${origin}/`)
      ? { ...post, thumbnail_url: post.thumbnail_url.slice(origin.length) }
      : post,
  )
  return { entries: cleanEntries(result), social }
}

let sanitize: ((html: string) => string) | undefined

/** Content HTML the entries carry, sanitised here once so the page ships it clean. */
export function sanitizedHtml(entries: readonly Entry[]): Record<string, string> {
  sanitize ??= createSanitizer(
    createDOMPurify(new JSDOM('').window as unknown as typeof globalThis),
  )
  const table: Record<string, string> = {}
  for (const entry of entries) {
    const raw = 'headerBody' in entry ? entry.headerBody : undefined
    if (typeof raw === 'string' && raw.trim() !== '') table[raw] = sanitize(raw)
  }
  return table
}

/** Loads every page's module, so each renders synchronously (call once before rendering). */
export const preparePages = preloadAllPages

/** One route's markup, rendered from its snapshot exactly as the browser will hydrate it. */
export function renderPage(snapshot: Snapshot): string {
  setCurrentSnapshot(snapshot)
  resetContentStore()
  seedContent(snapshot)
  try {
    return renderToString(
      <Router ssrPath={snapshot.path}>
        <Root />
      </Router>,
    )
  } finally {
    setCurrentSnapshot(null)
  }
}
