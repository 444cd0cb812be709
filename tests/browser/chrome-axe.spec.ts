import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { isMobile, openMenu } from './chrome-helpers.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
}

for (const path of ['/', '/about']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main#main')).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('.panel').length))
      .toBeGreaterThan(0)
    expect(await violations(page)).toEqual([])
  })
}

test('axe finds no violations with the menu open', async ({ page }) => {
  await page.goto('/about')
  await openMenu(page)
  expect(await violations(page)).toEqual([])
})

test('axe finds no violations with the Rotate Device overlay shown', async ({ page }, info) => {
  test.skip(!isMobile(info), 'the overlay shows on touch devices only')
  await page.goto('/about')
  await page.setViewportSize({ width: 844, height: 390 })
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.locator('main#main')).toHaveJSProperty('inert', true)
  expect(await violations(page)).toEqual([])
})
