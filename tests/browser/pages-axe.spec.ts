import { type APIRequestContext, expect, test } from '@playwright/test'
import { axeViolations } from './axe.helpers.ts'
import { byType, loadEntries } from './pages-content.ts'

type Resolve = (request: APIRequestContext) => Promise<string>
const first =
  (type: 'workProject' | 'digestArticle'): Resolve =>
  async (request) =>
    `/${type === 'workProject' ? 'work' : 'digest'}/${byType(await loadEntries(request), type)[0]?.slug}`
const withVideo: Resolve = async (request) => {
  const projects = byType(await loadEntries(request), 'workProject')
  const p = projects.find((x) => x.contentBlocks?.some((b) => b._type === 'blockVideo'))
  return `/work/${(p ?? projects[0])?.slug}`
}

/** Each content route (a path, or one found in the demo content), and what shows once rendered. */
const ROUTES: { name: string; path: string | Resolve; ready: string }[] = [
  { name: 'home', path: '/', ready: '.home-shop .shop-card' },
  { name: 'about', path: '/about', ready: '.about-client' },
  { name: 'work', path: '/work', ready: '.work-card' },
  { name: 'work project', path: first('workProject'), ready: '[data-block]' },
  { name: 'work project with video', path: withVideo, ready: '[data-block]' },
  { name: 'digest', path: '/digest', ready: '.social__item' },
  { name: 'digest article', path: first('digestArticle'), ready: '[data-block]' },
  { name: 'shop', path: '/shop', ready: '.shop-card' },
  { name: 'unknown path', path: '/no/such/page', ready: '.not-found' },
  { name: 'unknown project', path: '/work/no-such-project', ready: '.not-found__link' },
]

for (const { name, path, ready } of ROUTES) {
  test(`axe: ${name} has no WCAG 2.2 AA violations`, async ({ page, request }) => {
    await page.goto(typeof path === 'string' ? path : await path(request))
    await expect(page.locator(ready).first()).toBeAttached()
    // Exactly one h1 on the whole page, and it is in main.
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main h1')).toHaveCount(1)
    const report = await axeViolations(page)
    expect(report, JSON.stringify(report, null, 2)).toEqual([])
  })
}
