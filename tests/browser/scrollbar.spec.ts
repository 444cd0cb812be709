import { expect, test } from '@playwright/test'

// At 1024 px and wider the virtual track has no scrollbar, left out from the first paint so
// no vanishing strip shifts the page (a layout shift Lighthouse measured on /accessibility).
// With scripts off, native scrolling is all there is, so the scrollbar comes back.
const scrollbar = (page: import('@playwright/test').Page) =>
  page.locator('main.scroller').evaluate((el) => getComputedStyle(el).scrollbarWidth)

test('desktop: no native scrollbar from the first paint, and none once virtual', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop width only')
  await page.goto('/accessibility', { waitUntil: 'commit' })
  await page.waitForSelector('main.scroller', { state: 'attached' })
  expect(await scrollbar(page)).toBe('none')
  await page.waitForFunction(() => document.documentElement.classList.contains('is-virtual'))
  expect(await scrollbar(page)).toBe('none')
})

test('desktop with scripts off: the native scrollbar is there to scroll with', async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop width only')
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  await page.goto(`${test.info().project.use.baseURL}/accessibility`)
  expect(await scrollbar(page)).toBe('thin')
  await context.close()
})

test('phone: the native scrollbar stays', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile width only')
  await page.goto('/accessibility')
  expect(await scrollbar(page)).toBe('thin')
})
