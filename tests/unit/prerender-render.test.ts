// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { NOT_FOUND_PATH, prerenderPaths } from '../../deploy/routes.ts'
import type { Entry } from '../../src/content/types.ts'
import { preparePages, renderPage, routeContent, sanitizedHtml } from '../../src/entry-server.tsx'
import { demoEntries } from './demo-entries.ts'

// Each prerendered page embeds only the entries its route renders. That is only sound
// if the route renders exactly the same from them as from the whole dataset.

let entries: Entry[] = []
let paths: string[] = []

beforeAll(async () => {
  entries = await demoEntries()
  paths = [...prerenderPaths(entries).paths, NOT_FOUND_PATH]
  await preparePages()
}, 60_000)

describe('per-route content', () => {
  it('covers every route of the demo: 9 static pages, each project and article, 404', () => {
    const slugs = entries.filter((e) => e._type === 'workProject' || e._type === 'digestArticle')
    expect(paths).toHaveLength(9 + slugs.length + 1)
  })

  it('renders every route the same from its own entries as from all of them', () => {
    for (const path of paths) {
      const own = routeContent(path, entries)
      const full = renderPage({ path, entries, html: sanitizedHtml(entries) })
      const cut = renderPage({ path, entries: own, html: sanitizedHtml(own) })
      expect(cut, path).toBe(full)
    }
  }, 60_000) // 60 full renders: seconds on a busy machine

  it('embeds a fraction of the dataset on pages that show one entry or none', () => {
    const total = JSON.stringify(entries).length
    const size = (path: string) => JSON.stringify(routeContent(path, entries)).length
    const project = paths.find((p) => p.startsWith('/work/')) ?? ''
    const article = paths.find((p) => p.startsWith('/digest/')) ?? ''
    for (const path of ['/privacy', '/contact', NOT_FOUND_PATH, project, article]) {
      expect(size(path), path).toBeLessThan(total / 5)
    }
    // The project, the next one, the reel's video and the site settings at most.
    expect(routeContent(project, entries).length).toBeLessThanOrEqual(4)
  })

  it('renders the content into the markup: titles, alts and links', () => {
    const project = entries.find((e) => e._type === 'workProject' && e.slug)
    if (project?._type !== 'workProject') throw new Error('no project in the demo')
    const path = `/work/${project.slug}`
    const html = renderPage({ path, entries: routeContent(path, entries) })
    expect(html).toContain(`>${project.title}</h1>`)
    expect(html).toMatch(/<img [^>]*alt="[^"]+"/)
    expect(html).toContain('href="/work"')
  })
})
