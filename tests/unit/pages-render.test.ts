// @vitest-environment node
import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { entriesOfType } from '../../src/content/entries.ts'
import { toSocialPost } from '../../src/content/social.ts'
import type { Entry, SocialPost, WorkProject } from '../../src/content/types.ts'
import { preparePages, renderPage, routeContent, sanitizedHtml } from '../../src/entry-server.tsx'
import { assetHash, WORK_BLOCK_TYPES } from '../browser/pages-content.ts'
import { demoEntries } from './demo-entries.ts'

// What each page renders from the demo content, read from its prerendered markup: the
// sections, their order and counts, titles, links and image URLs. The browser specs keep what
// only a browser shows (text as rendered, hover and focus, network failures, video playback),
// and prerender.spec.ts holds every live page to the texts, links and alts of its markup.

let entries: Entry[] = []
let social: SocialPost[] = []

beforeAll(async () => {
  entries = await demoEntries()
  const feed = JSON.parse(readFileSync('dataset/social-feed.json', 'utf8')) as unknown[]
  social = feed.flatMap((item) => toSocialPost(item) ?? [])
  await preparePages()
}, 60_000)

function render(path: string): Document {
  const own = routeContent(path, entries)
  const snapshot = { path, entries: own, html: sanitizedHtml(own), social }
  return new JSDOM(renderPage(snapshot)).window.document
}

const texts = (els: Iterable<Element>) => Array.from(els, (el) => el.textContent?.trim() ?? '')
const tagTitles = (tags: WorkProject['tags']) =>
  (tags ?? []).flatMap((t) => (t?.title ? [t.title] : []))

describe('home', () => {
  it('renders its sections in order: the reel, five projects with two tags, four articles, the form, four shop items', () => {
    const doc = render('/')
    expect(texts(doc.querySelectorAll('h1'))).toEqual([
      'known for modern content powered by design',
    ])
    expect(texts(doc.querySelectorAll('main h2.home-section__title'))).toEqual([
      'Work',
      'Digest',
      'Contact',
      'Shop',
    ])
    const buttons = texts(doc.querySelectorAll('main button'))
    expect(buttons).toContain('View Reel')
    expect(doc.querySelector('.home-intro__hint')?.textContent).toContain('Scroll')
    expect(doc.querySelector('.home-work')?.getAttribute('data-expanded')).toBe('false')
    const work = entriesOfType(entries, 'workProject').slice(0, 5)
    const items = Array.from(doc.querySelectorAll('.home-work__item'))
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(
      work.map((p) => p.title),
    )
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual(
      work.map((p) => `/work/${p.slug}`),
    )
    expect(items.map((item) => texts(item.querySelectorAll('.tag-list li')))).toEqual(
      work.map((p) => tagTitles(p.tags).slice(0, 2)),
    )
    expect(items.every((item) => item.querySelectorAll('.tag-list li').length === 2)).toBe(true)
  })

  it('ends with the digest, the contact form and the shop, with a link to all of it', () => {
    const doc = render('/')
    const digest = entriesOfType(entries, 'digestArticle').slice(0, 4)
    expect(doc.querySelectorAll('.home-digest__link')).toHaveLength(4)
    expect(texts(doc.querySelectorAll('.home-digest__title'))).toEqual(digest.map((a) => a.title))
    expect(doc.querySelector('.home-contact .contact-form')).not.toBeNull()
    expect(doc.querySelector('.home-contact svg[aria-hidden="true"]')).not.toBeNull()
    const shop = entriesOfType(entries, 'shopItem').slice(0, 4)
    const cards = Array.from(doc.querySelectorAll('.home-shop .shop-card'))
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(shop.map((s) => s.title))
    for (const card of cards) expect(texts(card.querySelectorAll('*'))).toContain('Out of stock')
    const visit = Array.from(doc.querySelectorAll('a')).find((a) =>
      a.textContent?.includes('Visit the shop'),
    )
    expect(visit?.getAttribute('href')).toBe('/shop')
  })
})

describe('about, work, shop and not found', () => {
  it('about shows header, studios, people and clients', () => {
    const [about] = entriesOfType(entries, 'aboutPage')
    if (!about) throw new Error('no about page in the demo content')
    const doc = render('/about')
    expect(doc.querySelectorAll('main h1')).toHaveLength(1)
    if (about.subheading)
      expect(doc.querySelector('.about-head__sub')?.textContent).toBe(about.subheading)
    if (about.headerBlurb)
      expect(doc.querySelector('.about-copy__blurb')?.textContent).toBe(about.headerBlurb)
    expect(doc.querySelectorAll('.about-image img')).toHaveLength(about.headerImage ? 1 : 0)
    const studios = about.studiosSection?.studios ?? []
    expect(doc.querySelector('#about-studios-title')?.textContent).toBe(about.studiosSection?.title)
    expect(texts(doc.querySelectorAll('.about-studio__name'))).toEqual(studios.map((s) => s.name))
    for (const img of doc.querySelectorAll('.about-studio img')) {
      expect(img.getAttribute('src')).toMatch(/[?&]w=328/)
    }
    const people = about.peopleSection?.people ?? []
    expect(doc.querySelector('#about-people-title')?.textContent).toBe(about.peopleSection?.title)
    expect(texts(doc.querySelectorAll('.about-person__name'))).toEqual(people.map((p) => p.name))
    expect(texts(doc.querySelectorAll('.about-person__title'))).toEqual(people.map((p) => p.title))
    const clients = (about.clientsSection?.clients ?? []).filter((c) => c)
    expect(doc.querySelector('#about-clients-title')?.textContent).toBe(about.clientsSection?.title)
    expect(texts(doc.querySelectorAll('.about-client__name'))).toEqual(clients.map((c) => c?.name))
    expect(doc.querySelectorAll('.about-client img')).toHaveLength(clients.length)
  })

  it('work lists every project with image, client, title and tags', () => {
    const projects = entriesOfType(entries, 'workProject')
    const cards = Array.from(render('/work').querySelectorAll('.work-card'))
    expect(cards).toHaveLength(projects.length)
    for (const [i, p] of projects.entries()) {
      const card = cards[i]
      expect(card?.querySelector('a')?.getAttribute('href')).toBe(`/work/${p.slug}`)
      expect(card?.querySelector('h2')?.textContent).toBe(p.title)
      expect(card?.querySelector('.work-card__client')?.textContent).toBe(p.client ?? '')
      expect(texts(card?.querySelectorAll('.tag-list li') ?? [])).toEqual(tagTitles(p.tags))
      expect(card?.querySelector('[data-plane] img')?.getAttribute('src')).toContain(
        assetHash(p.featureImage),
      )
    }
  })

  it('shop shows every item out of stock at w=800, with no way to buy', () => {
    const items = entriesOfType(entries, 'shopItem')
    const doc = render('/shop')
    const cards = Array.from(doc.querySelectorAll('.shop-card'))
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual(items.map((s) => s.title))
    for (const card of cards) {
      expect(texts(card.querySelectorAll('*'))).toContain('Out of stock')
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/[?&]w=800/)
    }
    expect(doc.querySelectorAll('main button, main form, main input')).toHaveLength(0)
  })

  it('an unknown path gets a not-found page with a way home', () => {
    const doc = render('/no/such/page')
    expect(texts(doc.querySelectorAll('h1'))).toEqual(['Page not found'])
    const home = Array.from(doc.querySelectorAll('main a')).find(
      (a) => a.textContent?.trim() === 'Back to home',
    )
    expect(home?.getAttribute('href')).toBe('/')
  })

  it('every image of a page carries width, height, srcset, sizes and an alt', () => {
    for (const path of ['/', '/work', '/shop', '/about']) {
      const images = Array.from(render(path).querySelectorAll('[data-plane] img'))
      expect(images.length, path).toBeGreaterThan(0)
      for (const img of images) {
        const decorative = img.closest('.about-client, .about-copy__foot') !== null
        expect(Number(img.getAttribute('width')), `${path} width`).toBeGreaterThan(0)
        expect(Number(img.getAttribute('height')), `${path} height`).toBeGreaterThan(0)
        expect(img.getAttribute('srcset'), `${path} srcset`).toMatch(/auto=format \d+w/)
        expect(img.getAttribute('sizes'), `${path} sizes`).toBeTruthy()
        expect(['lazy', 'eager']).toContain(img.getAttribute('loading'))
        if (decorative) expect(img.getAttribute('alt')).toBe('')
        else expect(img.getAttribute('alt')?.trim(), `${path} alt`).toBeTruthy()
      }
    }
  })
})

describe('digest', () => {
  it('lists social posts first, then entries as external links in a new tab', () => {
    const articles = entriesOfType(entries, 'digestArticle')
    const doc = render('/digest')
    const posts = Array.from(doc.querySelectorAll('.social__item a'))
    expect(posts).toHaveLength(social.length)
    for (const link of posts) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toMatch(/noopener/)
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//)
    }
    const cards = Array.from(doc.querySelectorAll('.digest-card'))
    expect(cards).toHaveLength(articles.length)
    for (const [i, a] of articles.entries()) {
      const card = cards[i]
      expect(card?.querySelector('h2')?.textContent).toBe(a.title)
      if (a.tag?.title)
        expect(card?.querySelector('.digest-card__tag')?.textContent).toBe(a.tag.title)
      const link = card?.querySelector('a.digest-card__link')
      expect(link?.getAttribute('href')).toBe(a.externalLink ?? '')
      expect(link?.getAttribute('target')).toBe('_blank')
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
      // The headline's own links would nest inside the card's: they render as text.
      expect(link?.querySelectorAll('a')).toHaveLength(0)
    }
    const order = Array.from(doc.querySelectorAll('main .track > *'), (el) => el.className)
    const first = order.findIndex((c) => c.includes('social'))
    expect(first).toBeGreaterThanOrEqual(0)
    expect(first).toBeLessThan(order.findIndex((c) => c.includes('digest-card')))
  })

  it('an article shows title, header body, service pills and blocks in order', () => {
    const articles = entriesOfType(entries, 'digestArticle')
    const article = articles.find((a) => (a.contentBlocks?.length ?? 0) > 0) ?? articles[0]
    if (!article) throw new Error('no digest article in the demo content')
    const doc = render(`/digest/${article.slug}`)
    expect(texts(doc.querySelectorAll('h1'))).toEqual([article.title])
    if (article.headerBody) expect(doc.querySelector('.da-intro__body')?.innerHTML).not.toBe('')
    const services = (article.services ?? []).flatMap((s) => (s?.title ? [s.title] : []))
    expect(texts(doc.querySelectorAll('.tag-list--pill li'))).toEqual(services)
    const rendered = Array.from(doc.querySelectorAll('main [data-block]'), (el) =>
      el.getAttribute('data-block'),
    )
    expect(rendered).toEqual((article.contentBlocks ?? []).map((b) => b._type))
  })
})

describe('work projects', () => {
  const blocksOf = (doc: Document) =>
    Array.from(doc.querySelectorAll('main [data-block]'), (el) => el.getAttribute('data-block'))

  it('the richest project shows every block type in content order and a way back', () => {
    const projects = entriesOfType(entries, 'workProject')
    const kinds = (p: WorkProject) => new Set(p.contentBlocks?.map((b) => b._type)).size
    const richest = [...projects].sort((a, b) => kinds(b) - kinds(a))[0]
    if (!richest) throw new Error('no work project in the demo content')
    const doc = render(`/work/${richest.slug}`)
    expect(texts(doc.querySelectorAll('h1'))).toEqual([richest.title])
    const expected = (richest.contentBlocks ?? [])
      .map((b) => b._type)
      .filter((t) => WORK_BLOCK_TYPES.has(t))
    expect(blocksOf(doc)).toEqual(expected)
    const back = Array.from(doc.querySelectorAll('a')).find((a) =>
      a.textContent?.includes('Return to work'),
    )
    expect(back?.getAttribute('href')).toBe('/work')
  })

  it('every work block type appears across the demo projects', () => {
    const seen = new Set<string>()
    for (const p of entriesOfType(entries, 'workProject')) {
      const doc = render(`/work/${p.slug}`)
      expect(texts(doc.querySelectorAll('h1'))).toEqual([p.title])
      for (const type of new Set((p.contentBlocks ?? []).map((b) => b._type))) {
        if (WORK_BLOCK_TYPES.has(type)) expect(blocksOf(doc), p.slug ?? '').toContain(type)
        seen.add(type)
      }
    }
    expect([...WORK_BLOCK_TYPES].filter((t) => !seen.has(t))).toEqual([])
  })
})
