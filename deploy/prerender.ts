import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { consoleLogger, createLake } from '../lake/index.ts'
import { PAGE_SOURCES } from '../src/app/page-sources.ts'
import { routeMeta } from '../src/content/routes.ts'
import {
  formatHeadersFile,
  IMMUTABLE,
  originOf,
  securityHeaders,
  studioFrameOrigins,
} from './headers.ts'
import { chunkKey, closure, entryKey, readManifest } from './manifest.ts'
import { htmlFileFor, NOT_FOUND_PATH, prerenderPaths, robotsTxt, sitemapXml } from './routes.ts'

type ServerEntry = typeof import('../src/entry-server.tsx')

/** The embedded lake on a free loopback port, for a build with no content host set. */
async function startLake(root: string) {
  const lake = createLake({
    datasetDir: join(root, 'dataset'),
    stateDir: join(root, '.lake'),
    logger: { info: () => {}, error: consoleLogger.error },
  })
  const server = createServer((req, res) => lake(req, res, () => res.writeHead(404).end()))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/**
 * `<link rel="modulepreload">` for the chunks a route hydrates with: the entry's static
 * imports and the page's own chunks, so the browser fetches them in parallel with the
 * entry instead of discovering them one import at a time.
 */
function preloadLinks(dist: string): (path: string) => string {
  const manifest = readManifest(dist)
  const entry = entryKey(manifest)
  const entryFile = manifest[entry]?.file
  return (path) => {
    const files = closure(manifest, entry)
    for (const source of PAGE_SOURCES[routeMeta(path).kind]) {
      closure(manifest, chunkKey(manifest, source), files)
    }
    return [...files]
      .filter((file) => file !== entryFile && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('\n    ')
  }
}

/**
 * The stylesheet (one file, ~9 KB gzipped) written into the page: the page paints from
 * its HTML alone, with no second round trip before the first frame. The style-src
 * policy already allows inline styles (React writes style attributes).
 */
async function inlineStylesheet(template: string, dist: string): Promise<string> {
  const link = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(template)
  if (!link?.[1]) return template
  const css = await readFile(join(dist, link[1]), 'utf8')
  return template.replace(link[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
}

/**
 * The client build's index.html with one page's head, markup and snapshot in it. The
 * page paints from its HTML and stylesheet alone, so its scripts (hydration) are
 * fetched at low priority: on a slow link they no longer share the bandwidth with the
 * stylesheet and the largest image.
 */
function pageHtml(
  template: string,
  page: { head: string; app: string; snapshotTag: string },
): string {
  const { head, app, snapshotTag } = page
  return template
    .replace(
      '<script type="module" crossorigin',
      '<script type="module" crossorigin fetchpriority="low"',
    )
    .replace(/<title>[\s\S]*?<\/title>/, () => head)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${app}</div>\n    ${snapshotTag}`)
}

export interface PrerenderResult {
  pages: number
  skipped: string[]
}

/**
 * Writes every route's HTML into the client build, plus 404.html, sitemap.xml,
 * robots.txt and `_headers`. Content comes from the site's one query: the configured
 * Sanity project, or the embedded lake started here for the purpose.
 */
export async function prerender(options: {
  root: string
  outDir: string
  serverEntry: string
  /** The build's environment, for the settings only the headers read (studioFrameOrigins). */
  env?: Record<string, string | undefined>
}): Promise<PrerenderResult> {
  const server: ServerEntry = await import(pathToFileURL(options.serverEntry).href)
  const { settings } = server
  const lake = settings.apiHost === null ? await startLake(options.root) : null
  let content: Awaited<ReturnType<ServerEntry['fetchSiteContent']>>
  try {
    content = await server.fetchSiteContent(lake?.origin ?? settings.siteUrl)
  } catch (error) {
    throw new Error(
      `Prerendering needs the content query to answer, and it failed (${settings.apiHost ?? 'embedded lake'}): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  } finally {
    await lake?.close()
  }

  const { entries, social } = content
  const template = await inlineStylesheet(
    await readFile(join(options.outDir, 'index.html'), 'utf8'),
    options.outDir,
  )
  const preloads = preloadLinks(options.outDir)
  const { paths, skipped } = prerenderPaths(entries)
  await server.preparePages()
  for (const path of [...paths, NOT_FOUND_PATH]) {
    const routeEntries = server.routeContent(path, entries)
    const snapshot = {
      path,
      entries: routeEntries,
      ...(path === '/digest' ? { social } : {}),
      html: server.sanitizedHtml(routeEntries),
    }
    const app = server.renderPage(snapshot)
    const head = `${server.headHtml(server.pageHead(path, entries, settings.siteUrl))}\n    ${preloads(path)}`
    const tag = `<script type="application/json" id="${server.SNAPSHOT_ELEMENT_ID}">${server.serializeSnapshot(snapshot)}</script>`
    const file = join(options.outDir, htmlFileFor(path))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, pageHtml(template, { head, app, snapshotTag: tag }))
  }

  const feedImageOrigins = [
    ...new Set(social.flatMap((post) => originOf(post.thumbnail_url) ?? [])),
  ]
  await writeFile(join(options.outDir, 'sitemap.xml'), sitemapXml(settings.siteUrl, paths))
  await writeFile(join(options.outDir, 'robots.txt'), robotsTxt(settings.siteUrl))
  await writeFile(
    join(options.outDir, '_headers'),
    formatHeadersFile([
      {
        pattern: '/*',
        headers: securityHeaders({
          settings,
          feedImageOrigins,
          frameAncestors: studioFrameOrigins(options.env ?? {}, settings.siteUrl),
        }),
      },
      IMMUTABLE,
    ]),
  )
  return { pages: paths.length + 1, skipped }
}
