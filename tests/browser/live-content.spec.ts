import { expect, type Page, test } from '@playwright/test'
import { LIVE_CONTENT_MARK } from '../../src/content/store.ts'
import { liveQueryAnswered } from '../bench/page-boot.ts'
import { collectConsole } from './pages-content.ts'

// The live content query after first paint runs in a worker: a large archive's answer
// takes longer to parse than a frame lasts. A page that cannot start the worker queries
// itself. Either way a publish since the build shows.

const RENAMED = 'Renamed Since The Build'

/** The content query answers with the first project on /work renamed, as a publish would. */
async function publishRename(page: Page): Promise<void> {
  await page.route('**/data/query/**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { result: { _type: string; order?: number }[] }
    const projects = body.result.filter((d) => d._type === 'workProject')
    projects.sort(
      (a, b) => (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY),
    )
    Object.assign(projects[0] ?? {}, { title: RENAMED })
    await route.fulfill({ response, json: body })
  })
}

/** Content queries in the page's own resource timing: the page's requests, not a worker's. */
const queriesFromPage = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes('/data/query/'))
        .length,
  )

test('the live query runs in a worker, and a publish since the build still shows', async ({
  page,
}) => {
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await publishRename(page)
  await page.goto('/work')
  await expect(page.locator('main')).toContainText(RENAMED)
  await liveQueryAnswered(page)
  expect(
    await page.evaluate((mark) => performance.getEntriesByName(mark).length, LIVE_CONTENT_MARK),
  ).toBe(1)
  expect(workers.filter((url) => url.includes('/live-worker'))).toHaveLength(1)
  expect(await queriesFromPage(page)).toBe(0)
})

test('a worker that cannot start leaves the query to the page, logged', async ({ page }) => {
  const warnings = collectConsole(page, 'warning')
  await page.route('**/assets/live-worker-*.js', (route) => route.fulfill({ status: 404 }))
  await publishRename(page)
  await page.goto('/work')
  await expect(page.locator('main')).toContainText(RENAMED)
  expect(await queriesFromPage(page)).toBe(1)
  expect(warnings.filter((w) => w.includes('the worker failed'))).toHaveLength(1)
})
