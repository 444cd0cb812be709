import { expect, test } from '@playwright/test'

test('home shows the headline and work titles from the demo dataset', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'known for modern content powered by design',
  )
  const workLinks = page.locator('a[href^="/work/"]')
  await expect(workLinks.first()).toBeVisible()
  expect(await workLinks.count()).toBeGreaterThanOrEqual(5)
})

test('/work lists every project from the lake', async ({ page, request }) => {
  const answer = await request.get(
    `/v2025-08-08/data/query/production?query=${encodeURIComponent('count(*[_type == "workProject"])')}`,
  )
  const { result: count } = (await answer.json()) as { result: number }
  await page.goto('/work')
  await expect(page.locator('a[href^="/work/"]')).toHaveCount(count)
})
