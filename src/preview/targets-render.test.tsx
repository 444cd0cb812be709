// @vitest-environment node
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOT_FOUND_PATH, prerenderPaths } from '../../deploy/routes.ts'
import { demoEntries } from '../../tests/unit/demo-entries.ts'
import type { Entry } from '../content/types.ts'
import { preparePages, renderPage, sanitizedHtml } from '../entry-server.tsx'
import { annotate } from './edit-targets.ts'
import { markSettingsLinks, settingsTargets } from './settings-links.ts'

// Every route as the Presentation frame renders it, from the demo content with its edit
// targets: each picture and each text that comes from the content sits in an element that
// carries its target. The same pages without targets are the prerendered ones (tested in
// tests/browser/preview-absent.spec.ts).

/** Strings a node shows as text; links, slugs and ids are never shown as text. */
const NOT_TEXT = /^(_|slug$|url$|externalLink$|.*Url$|mimeType$|lqip$|imageSize$|.*Position$)/

function shownStrings(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) shownStrings(item, into)
  else if (value && typeof value === 'object') {
    for (const [field, child] of Object.entries(value)) {
      if (field === 'asset' || NOT_TEXT.test(field)) continue
      if (typeof child === 'string' && child.trim().length > 2) into.add(child.trim())
      else shownStrings(child, into)
    }
  }
  return into
}

let entries: Entry[]
let paths: string[]
let texts: Set<string>

beforeAll(async () => {
  entries = await demoEntries()
  annotate(entries)
  paths = [...prerenderPaths(entries).paths, NOT_FOUND_PATH]
  texts = shownStrings(entries, new Set())
  await preparePages()
}, 60_000)

const page = (path: string, shown: Entry[] = entries) =>
  new JSDOM(renderPage({ path, entries: shown, html: sanitizedHtml(shown) })).window.document

/** Each element's own text (not its children's), trimmed. */
function ownTexts(root: Element | null): [Element, string][] {
  return [...(root?.querySelectorAll('*') ?? [])].map((el) => [
    el,
    [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('')
      .trim(),
  ])
}

describe('edit targets in the preview', () => {
  it('cover every picture and every text from the content, on every route', () => {
    let pictures = 0
    let shown = 0
    for (const path of paths) {
      const main = page(path).querySelector('main')
      for (const img of main?.querySelectorAll('img') ?? []) {
        expect(img.closest('[data-sanity]'), `${path}: ${img.getAttribute('src')}`).not.toBeNull()
        pictures++
      }
      // The page's own words (home's headline, say) are there with no content at all.
      const builtIn = new Set(ownTexts(page(path, []).querySelector('main')).map(([, t]) => t))
      for (const [el, own] of ownTexts(main)) {
        if (!texts.has(own) || builtIn.has(own)) continue
        expect(el.closest('[data-sanity]'), `${path}: "${own}"`).not.toBeNull()
        shown++
      }
    }
    expect(pictures).toBeGreaterThan(100)
    expect(shown).toBeGreaterThan(200)
  }, 60_000)

  it('point a project page’s title, hero picture and stats at their fields', () => {
    const project = entries.find((e) => e._type === 'workProject' && e.slug === 'slow-pour')
    if (project?._type !== 'workProject') throw new Error('no Slow Pour in the demo')
    const doc = page('/work/slow-pour')
    const target = (selector: string) => doc.querySelector(selector)?.getAttribute('data-sanity')
    expect(target('h1')).toBe(`id=${project._id};type=workProject;path=title;base=%2F`)
    const hero = project.contentBlocks?.find((b) => b._type === 'blockHero')
    expect(target('[data-block="blockHero"] .media')).toBe(
      `id=${project._id};type=workProject;path=contentBlocks:${hero?._key}.image;base=%2F`,
    )
    expect(target('.wb__stat-value')).toMatch(/path=contentBlocks:\w+\.stats:\w+\.value;/)
  })

  it('find the links the site settings make, by their href, fallbacks too', () => {
    const doc = page('/contact')
    markSettingsLinks(doc, settingsTargets(entries))
    const email = doc.querySelector('main a[href^="mailto:"]')
    expect(email?.getAttribute('data-sanity')).toContain('path=contactEmail;')
    const footer = [...doc.querySelectorAll('footer a[data-sanity]')].map(
      (a) => /path=(\w+)/.exec(a.getAttribute('data-sanity') ?? '')?.[1],
    )
    expect(footer.sort()).toEqual(['instagramUrl', 'linkedinUrl', 'networkUrl'])
    // With the settings broken, the built-in link stands in, and opens the field to fix.
    const settings = entries.find((e) => e._type === 'siteSettings')
    if (!settings) throw new Error('no site settings in the demo')
    const broken = [...entries.filter((e) => e !== settings), { ...settings, linkedinUrl: 'x' }]
    annotate(broken)
    const fallback = settingsTargets(broken)
    expect(fallback.get('https://www.linkedin.com/')).toContain('path=linkedinUrl;')
  })
})
