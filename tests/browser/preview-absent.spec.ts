import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { sitemapPaths } from './prerender.helpers.ts'
import { previewFiles, STEGA } from './preview.helpers.ts'

// The Studio's preview (src/preview/) is for its Presentation frame only: a visitor's pages,
// as built, carry no edit target, no hidden characters (stega) and no overlay styles. As they
// run, on every route: prerender.spec.ts.

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
