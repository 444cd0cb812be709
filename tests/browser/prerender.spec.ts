import { expect, type Page, test } from '@playwright/test'
import { hydrated } from './chrome-helpers.ts'
import {
  expectHtmlHoldsLivePage,
  expectSecurityHeaders,
  hydrationErrors,
  layoutShift,
  policyViolations,
  sitemapPaths,
  watchLayoutShift,
} from './prerender.helpers.ts'
import { NO_PREVIEW, previewFiles, previewTraces } from './preview.helpers.ts'

// The build prerenders every route (deploy/prerender.ts): the HTML arrives with its content
// and the static host's security headers, the client hydrates it without a second render or
// a layout shift, nothing on the page breaks the Content Security Policy, and nothing of the
// Studio's preview shows or loads. One visit per route proves all of it, at each width.

test.describe.configure({ timeout: 420_000 }) // every route, on a shared machine

/** Visits `paths` in one page, checking each as served and once live. */
async function expectRoutesSound(page: Page, paths: string[]): Promise<void> {
  const errors = hydrationErrors(page)
  const violations = await policyViolations(page)
  const preview = previewFiles()
  expect(preview.size).toBeGreaterThan(2)
  const previewRequests: string[] = []
  page.on('request', (r) => {
    if (preview.has(new URL(r.url()).pathname)) previewRequests.push(r.url())
  })
  await watchLayoutShift(page)
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path)
      expectSecurityHeaders(response?.headers() ?? {}, path)
      const html = (await response?.text()) ?? ''
      // Looping video keeps the network busy on some pages: settle, but not forever.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
      await hydrated(page)
      expect(await layoutShift(page), `${path}: cumulative layout shift`).toBeLessThan(0.01)
      // With JavaScript off, the route holds the texts, links and alts it has with it on.
      if (path !== '/no-such-page') await expectHtmlHoldsLivePage(page, html, path)
      // Once its live content is in: no edit target, no hidden characters (preview.helpers.ts).
      expect(await previewTraces(page), path).toEqual(NO_PREVIEW)
    })
  }
  expect(errors).toEqual([])
  expect(violations).toEqual([])
  // A visitor's pages never load the Studio preview's code.
  expect(previewRequests).toEqual([])
}

const isEntry = (path: string) => /^\/(work|digest)\/./.test(path)

test('the pages: each holds its content without JavaScript, hydrates cleanly, keeps the policy and carries no preview', async ({
  page,
  request,
}) => {
  const paths = (await sitemapPaths(request)).filter((path) => !isEntry(path))
  expect(paths.length).toBeGreaterThanOrEqual(9)
  await expectRoutesSound(page, [...paths, '/no-such-page'])
})

test('the projects and articles: each holds its content without JavaScript, hydrates cleanly, keeps the policy and carries no preview', async ({
  page,
  request,
}) => {
  const paths = (await sitemapPaths(request)).filter(isEntry)
  expect(paths.length).toBeGreaterThan(0)
  await expectRoutesSound(page, paths)
})
