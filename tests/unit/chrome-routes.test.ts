// @vitest-environment node
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Entry } from '../../src/content/types.ts'
import { preparePages, renderPage, routeContent } from '../../src/entry-server.tsx'
import { demoEntries } from './demo-entries.ts'

// The chrome each route renders, read from its prerendered markup: the page bar's title and
// description, and the section the main navigation marks. The browser specs keep one route
// each for what only a browser shows (the text as rendered, the marked link's look).

let entries: Entry[] = []

beforeAll(async () => {
  entries = await demoEntries()
  await preparePages()
}, 60_000)

function render(path: string): Document {
  return new JSDOM(renderPage({ path, entries: routeContent(path, entries) })).window.document
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? null

describe('the page bar', () => {
  it.each([
    ['/about', 'About', 'makers who make the thing'],
    ['/work', 'Work', 'proof is in the making'],
    ['/digest', 'Digest', 'stuff happening between projects'],
    ['/shop', 'Shop', 'ephemera and objects of interest, restocking soon'],
    ['/careers', 'Careers', 'proof is in the making'],
    ['/contact', 'Contact', null],
    ['/privacy', 'Privacy Policy', null],
    ['/accessibility', 'Accessibility', null],
  ])('on %s shows "%s" and the description %j', (path, title, description) => {
    const bar = render(path).querySelector('.pagebar')
    expect(text(bar?.querySelector('.pagebar__title'))).toBe(title)
    expect(text(bar?.querySelector('.pagebar__description'))).toBe(description)
  })

  it('is hidden on home, on work projects and on digest articles, known or not', () => {
    const project = entries.find((e) => e._type === 'workProject')
    const article = entries.find((e) => e._type === 'digestArticle')
    const paths = ['/', '/work/some-project', '/digest/some-article']
    if (project?._type === 'workProject') paths.push(`/work/${project.slug}`)
    if (article?._type === 'digestArticle') paths.push(`/digest/${article.slug}`)
    expect(paths).toHaveLength(5)
    for (const path of paths) {
      const doc = render(path)
      expect(doc.querySelector('main#main'), path).not.toBeNull()
      expect(doc.querySelector('.pagebar'), path).toBeNull()
    }
  })
})

describe('the main navigation', () => {
  const NAV = ['about', 'work', 'digest', 'contact', 'shop']

  it.each([
    ['/about', 'about'],
    ['/work', 'work'],
    ['/work/some-project', 'work'],
    ['/digest', 'digest'],
    ['/digest/some-article', 'digest'],
    ['/contact', 'contact'],
    ['/shop', 'shop'],
    ['/careers', null],
  ])('on %s lists the five sections and marks %s as the current page', (path, current) => {
    const nav = render(path).querySelector('nav[aria-label="Main"]')
    const links = Array.from(nav?.querySelectorAll('a') ?? [])
    expect(links.map(text)).toEqual(NAV)
    const marked = links.filter((a) => a.getAttribute('aria-current') === 'page')
    expect(marked.map(text)).toEqual(current === null ? [] : [current])
    if (current !== null) expect(marked[0]?.getAttribute('href')).toBe(`/${current}`)
  })
})
