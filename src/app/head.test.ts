// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { Entry } from '../content/types.ts'
import { clip, pageHead } from './head.ts'
import { applyHead, headHtml } from './head-tags.ts'

const SITE = 'https://studio.example'
const image = (id: string) => ({
  _type: 'image' as const,
  alt: 'Cover art',
  asset: { _id: `image-${id}-2400x1600-jpg` },
})
const entries = [
  {
    _id: 'p1',
    _type: 'workProject',
    title: 'Trail Notes',
    client: 'Harbor & Pine',
    slug: 'trail-notes',
    featureImage: image('abc'),
    tags: [{ _id: 't', title: 'Brand' }],
    contentBlocks: [
      {
        _key: 'k',
        _type: 'blockText',
        text: [
          {
            _type: 'block',
            _key: 'b',
            children: [{ _type: 'span', _key: 's', text: 'A field guide in "ten" parts.' }],
            markDefs: [],
          },
        ],
      },
    ],
  },
  {
    _id: 'd1',
    _type: 'digestArticle',
    title: 'Hello, Toronto',
    slug: 'hello-toronto',
    featureImage: image('def'),
  },
] as Entry[]

const PATHS = ['/', '/about', '/work', '/digest', '/contact', '/shop', '/careers', '/privacy']

describe('page head', () => {
  it('gives each route its own title and description, and an absolute canonical URL', () => {
    const heads = [...PATHS, '/accessibility', '/work/trail-notes', '/digest/hello-toronto'].map(
      (path) => pageHead(path, entries, SITE),
    )
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length)
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length)
    for (const head of heads) expect(head.canonical).toMatch(/^https:\/\/studio\.example\//)
    expect(pageHead('/work/', entries, SITE).canonical).toBe(`${SITE}/work`)
  })

  it("shares a project with its own text and its feature image's 1200×630 crop", () => {
    const head = pageHead('/work/trail-notes', entries, SITE)
    expect(head.title).toBe('Trail Notes for Harbor & Pine | Studio')
    expect(head.description).toBe('A field guide in "ten" parts.')
    expect(head.ogType).toBe('article')
    expect(head.image?.url).toMatch(/^https:\/\/studio\.example\/images\/.*abc-2400x1600\.jpg\?/)
    expect(head.image?.url).toContain('w=1200')
    expect(head.image?.url).toContain('h=630')
    expect(head.image?.url).toContain('fit=crop')
    expect(head.image?.alt).toBe('Cover art')
  })

  it('has Organization data on home only, and keeps the not-found page out of search', () => {
    const home = pageHead('/', entries, SITE)
    expect(home.jsonLd).toMatchObject({ '@type': 'Organization', url: `${SITE}/` })
    expect(pageHead('/about', entries, SITE).jsonLd).toBeUndefined()
    const missing = pageHead('/work/nowhere', entries, SITE)
    expect(missing.noindex).toBe(true)
    expect(missing.canonical).toBeUndefined()
  })

  it('clips a long description at a word', () => {
    const text = clip('word '.repeat(100), 40)
    expect(text.length).toBeLessThanOrEqual(40)
    expect(text.endsWith('word…')).toBe(true)
  })

  it('writes escaped tags for the HTML, and the same tags into a live document', () => {
    const head = pageHead('/work/trail-notes', entries, SITE)
    const html = headHtml(head)
    expect(html).toContain('<title>Trail Notes for Harbor &amp; Pine | Studio</title>')
    expect(html).toContain('content="A field guide in &quot;ten&quot; parts."')
    expect(html).toContain('<meta property="og:image:width" content="1200" data-head="">')
    document.head.innerHTML = '<meta name="description" content="old" data-head="">'
    applyHead(document, head)
    expect(document.title).toBe(head.title)
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      head.image?.url,
    )
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}/work/trail-notes`,
    )
  })

  it('keeps JSON-LD from closing its script element', () => {
    const html = headHtml({ ...pageHead('/', entries, SITE), jsonLd: { name: '</script><b>' } })
    expect(html).not.toContain('</script><b>')
  })
})
