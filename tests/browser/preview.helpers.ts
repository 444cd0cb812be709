import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { chunkKey, entryKey, type Manifest, readManifest } from '../../deploy/manifest.ts'

// The Studio's preview (src/preview/) is for its Presentation frame only: what a visitor's
// pages must not carry or load (preview-absent.spec.ts, prerender.spec.ts).

/** The zero-width characters stega hides its payload in (@vercel/stega's alphabet). */
export const STEGA = /\u200B|\u200C|\u200D|\uFEFF/

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
export function previewFiles(): Set<string> {
  const manifest = readManifest(resolve(process.env.OUT_DIR ?? 'dist'))
  const preview = chunkKey(manifest, 'src/preview/start.ts')
  const site = reach(manifest, entryKey(manifest), preview)
  const own = [...reach(manifest, preview, '')].filter((file) => !site.has(file))
  return new Set(own.map((file) => `/${file}`))
}

/**
 * What of the preview a page shows once it has hydrated and its live content has come in:
 * edit targets, and stega's hidden characters in its title, text or attributes.
 */
export async function previewTraces(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('content:live').length > 0)
  return page.evaluate((pattern) => {
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
}

/** No preview trace: what `previewTraces` reads on a visitor's page. */
export const NO_PREVIEW = { targets: 0, title: false, text: false, attributes: [] }
