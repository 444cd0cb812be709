import { expect, test } from '@playwright/test'
import { axeViolations as violations } from './axe.helpers.ts'
import { isMobile, openMenu } from './chrome-helpers.ts'

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
