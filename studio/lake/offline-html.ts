import type { Plugin } from 'vite'
import { offlineShim } from './offline-shim.ts'

/**
 * The Studio's page for the embedded lake: what it would fetch from Sanity's hosts taken
 * out (the dashboard bridge script from core.sanity-cdn.com, needed only inside Sanity's
 * dashboard; the Inter web fonts from studio-static.sanity.io, for which the theme falls
 * back to the system's sans-serif), and offline-shim.ts run before the Studio.
 */
export function offlinePage(html: string, lakeUrl: string, sanityVersion: string): string {
  const shim = `<script>(${offlineShim.toString()})(${JSON.stringify(lakeUrl)}, ${JSON.stringify(sanityVersion)})</script>`
  return html
    .replace(/<script\b[^>]*\bdata-sanity-core\b[^>]*><\/script>\s*/g, '')
    .replace(/@font-face\s*\{[^}]*studio-static\.sanity\.io[^}]*\}\s*/g, '')
    .replace(/<head>/, `<head>${shim}`)
}

/** Applies `offlinePage` in `sanity dev` and to `sanity build`'s index.html. */
export function offlineHtml(lakeUrl: string, sanityVersion: string): Plugin {
  return {
    name: 'studio-site:offline-html',
    enforce: 'post',
    transformIndexHtml: (html) => offlinePage(html, lakeUrl, sanityVersion),
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type === 'asset' && typeof page.source === 'string') {
        page.source = offlinePage(page.source, lakeUrl, sanityVersion)
      }
    },
  }
}
