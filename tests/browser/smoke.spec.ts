import { expect, test } from '@playwright/test'
import { byType, loadEntries } from './pages-content.ts'

test('home shows the headline and the first five demo projects', async ({ page, request }) => {
  const first5 = byType(await loadEntries(request), 'workProject').slice(0, 5)
  expect(first5).toHaveLength(5)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'known for modern content powered by design',
  )
  const items = page.locator('.home-work__item')
  await expect(items.locator('h3')).toHaveText(first5.map((p) => p.title ?? ''))
  await expect(items.locator('a[href^="/work/"]')).toHaveCount(5)
  for (const [i, p] of first5.entries()) {
    await expect(items.nth(i).locator('a[href^="/work/"]')).toHaveAttribute(
      'href',
      `/work/${p.slug}`,
    )
  }
})

test('/work lists every project from the lake', async ({ page, request }) => {
  const answer = await request.get(
    `/v2025-08-08/data/query/production?query=${encodeURIComponent('count(*[_type == "workProject"])')}`,
  )
  const { result: count } = (await answer.json()) as { result: number }
  expect(count).toBeGreaterThan(0)
  await page.goto('/work')
  await expect(page.locator('a[href^="/work/"]')).toHaveCount(count)
})
