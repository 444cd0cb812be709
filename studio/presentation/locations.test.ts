import { describe, expect, it } from 'vitest'
import { FIXED_LOCATIONS, type Listed, listedLocations } from './locations.ts'

// Where the Presentation tool says a document is used: the site's own rules.

const hrefs = (state: ReturnType<typeof listedLocations>) => state.locations?.map((l) => l.href)

/** Projects with these orders (undefined: none), ids p0, p1, …, slugs s0, s1, …. */
const projects = (...orders: (number | undefined)[]): Listed[] =>
  orders.map((order, i) => ({ _id: `p${i}`, title: `Project ${i}`, slug: `s${i}`, order }))

describe('a work project', () => {
  it('is on its page and /work, and on home while it is one of the first five by order', () => {
    const list = projects(6, 1, 2, 3, 4, 5)
    expect(hrefs(listedLocations('workProject', 'p1', list))).toEqual(['/work/s1', '/work', '/'])
    expect(hrefs(listedLocations('workProject', 'p5', list))).toEqual(['/work/s5', '/work', '/'])
    expect(hrefs(listedLocations('workProject', 'p0', list))).toEqual(['/work/s0', '/work'])
    expect(listedLocations('workProject', 'p1', list).locations?.[0]?.title).toBe('Project 1')
  })

  it('comes last without an order, keeps list order on ties, and answers for its draft', () => {
    const list = projects(undefined, 1, 1, 1, 1, 1, 1)
    expect(hrefs(listedLocations('workProject', 'p0', list))).toEqual(['/work/s0', '/work'])
    expect(hrefs(listedLocations('workProject', 'drafts.p5', list))).toContain('/')
    expect(hrefs(listedLocations('workProject', 'p6', list))).not.toContain('/')
  })

  it('has no page of its own without a slug', () => {
    const list = [{ _id: 'p0', title: 'New', order: 1 }]
    expect(hrefs(listedLocations('workProject', 'p0', list))).toEqual(['/work', '/'])
  })
})

describe('other documents', () => {
  it('a digest article: its page, /digest, and home while one of the first four', () => {
    const list = projects(5, 1, 2, 3, 4)
    expect(hrefs(listedLocations('digestArticle', 'p4', list))).toEqual([
      '/digest/s4',
      '/digest',
      '/',
    ])
    expect(hrefs(listedLocations('digestArticle', 'p0', list))).toEqual(['/digest/s0', '/digest'])
  })

  it('a shop item: the shop, and home for the first four as listed', () => {
    const list = projects(undefined, undefined, undefined, undefined, undefined)
    expect(hrefs(listedLocations('shopItem', 'p3', list))).toEqual(['/shop', '/'])
    expect(hrefs(listedLocations('shopItem', 'p4', list))).toEqual(['/shop'])
  })

  it('the about page and the site settings: the pages that show them', () => {
    expect(FIXED_LOCATIONS.aboutPage?.locations?.map((l) => l.href)).toEqual(['/about', '/careers'])
    expect(FIXED_LOCATIONS.siteSettings?.locations?.map((l) => l.href)).toContain('/contact')
  })
})
