import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { chunkKey, entryKey, type Manifest, readManifest } from '../../deploy/manifest.ts'
import { sitemapPaths } from './prerender.helpers.ts'

// The Studio's preview (src/preview/) is for its Presentation frame only: a visitor's pages,
// as built and as they run, carry no edit target and no hidden characters (stega), and never
// load the preview code.

/** The zero-width characters stega hides its payload in (@vercel/stega's alphabet). */
const STEGA = /\u200B|\u200C|\u200D|\uFEFF/

/** Every file a chunk may load, lazily too, short of the chunks in `stop`. */
function reach(manifest: Manifest, key: string, stop: string, into = new Set<string>()) {
  const chunk = manifest[key]
  if (!chunk || key === stop || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    reach(manifest, dep, stop, into)
  }
  return into
}

/** The build's files only the preview loads: its chunk, and what nothing else reaches. */
function previewFiles(): Set<string> {
  const manifest = readManifest(resolve(process.env.OUT_DIR ?? 'dist'))
  const preview = chunkKey(manifest, 'src/preview/start.ts')
  const site = reach(manifest, entryKey(manifest), preview)
  const own = [...reach(manifest, preview, '')].filter((file) => !site.has(file))
  return new Set(own.map((file) => `/${file}`))
}

/** The animations the preview's own styles define (@sanity/ui's, for the overlays). */
function previewStyleNames(): string[] {
  const dist = resolve(process.env.OUT_DIR ?? 'dist')
  const code = [...previewFiles()].map((file) => readFileSync(join(dist, file), 'utf8')).join('')
  return [...new Set([...code.matchAll(/@keyframes ([\w-]+)/g)].map((m) => m[1] ?? ''))]
}

test('the prerendered pages carry no edit target, no hidden characters, no overlay styles', async ({
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the HTML is the same at every width')
  const paths = await sitemapPaths(request)
  const overlayNames = previewStyleNames()
  expect(paths.length).toBeGreaterThan(20)
  expect(overlayNames.length).toBeGreaterThan(2)
  for (const path of [...paths, '/404.html']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<h1')
    expect(html, path).not.toContain('data-sanity')
    expect(STEGA.test(html), path).toBe(false)
    // The one stylesheet, inlined into every page: the site's own styles only.
    for (const name of overlayNames) expect(html, `${path}: ${name}`).not.toContain(name)
  }
})

test('a visitor’s page loads no preview code and shows no target, in text, title or attributes', async ({
  page,
  request,
}) => {
  const preview = previewFiles()
  expect(preview.size).toBeGreaterThan(2)
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  const paths = await sitemapPaths(request)
  const project = paths.find((p) => p.startsWith('/work/')) ?? '/work'
  const article = paths.find((p) => p.startsWith('/digest/')) ?? '/digest'
  for (const path of ['/', project, '/about', article, '/contact', '/shop']) {
    await page.goto(path)
    // Hydrated, and the live content has come in (and re-rendered what changed).
    await page.waitForFunction(() => performance.getEntriesByName('content:live').length > 0)
    const found = await page.evaluate((pattern) => {
      const stega = new RegExp(pattern)
      const attributes = [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => stega.test(a.value)).map((a) => `${el.tagName} ${a.name}`),
      )
      return {
        targets: document.querySelectorAll('[data-sanity]').length,
        title: stega.test(document.title),
        text: stega.test(document.body.textContent ?? ''),
        attributes,
      }
    }, STEGA.source)
    expect(found, path).toEqual({ targets: 0, title: false, text: false, attributes: [] })
  }
  expect(requested.filter((p) => preview.has(p))).toEqual([])
})
