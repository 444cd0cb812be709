import { expect, test } from '@playwright/test'
import { hydrated } from './chrome-helpers.ts'
import { HYDRATION_ERROR, readFacts, sitemapPaths } from './prerender.helpers.ts'

// The build prerenders every route (deploy/prerender.ts): the HTML arrives with its
// content, the client hydrates it without a second render, and unknown paths are 404s.

test.describe.configure({ timeout: 420_000 }) // every route, twice, on a shared machine

test('with JavaScript off, every route holds the texts, links and alts a visitor gets with it on', async ({
  browser,
  request,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the HTML is the same at every width')
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThanOrEqual(9)
  const off = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const on = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const plain = await off.newPage()
    const live = await on.newPage()
    for (const path of paths) {
      await plain.goto(path)
      const html = await readFacts(plain)
      await live.goto(path)
      await live.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
      const full = await readFacts(live)
      expect(html.headings.length, path).toBeGreaterThan(0)
      for (const key of ['headings', 'links', 'alts', 'texts'] as const) {
        expect(html[key], `${path}: ${key}`).toEqual(expect.arrayContaining(full[key]))
      }
    }
  } finally {
    await off.close()
    await on.close()
  }
})

test('every route hydrates with no hydration error and no layout shift', async ({
  page,
  request,
}) => {
  const paths = [...(await sitemapPaths(request)), '/no-such-page']
  const errors: string[] = []
  page.on('console', (m) => {
    if (HYDRATION_ERROR.test(m.text())) errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    await hydrated(page)
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    expect(shift, `${path}: cumulative layout shift`).toBeLessThan(0.01)
  }
  expect(errors).toEqual([])
})
