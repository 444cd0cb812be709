import { expect, type Locator, type Page, test } from '@playwright/test'
import { hydratedWithEffects, isMobile } from './chrome-helpers.ts'
import { holdRequests } from './embeds-helpers.ts'
import { byType, loadEntries } from './pages-content.ts'

/*
 * Every text the spec quotes must read exactly as written. `innerText` is the text as
 * rendered, after CSS `text-transform` (textContent is not), so each check reads it
 * from an element that is really rendered.
 */
async function reads(locator: Locator, text: string | string[]): Promise<void> {
  await expect(locator.first()).toBeVisible()
  await expect(locator).toHaveText(text, { useInnerText: true })
}

/** For a link or button with a decorative arrow beside the quoted words. */
async function readsWithin(locator: Locator, text: string): Promise<void> {
  await expect(locator).toBeVisible()
  await expect(locator).toContainText(text, { useInnerText: true })
}

/** Holds the content query until `release()`, so a loading state can be read. */
const holdContent = (page: Page) => holdRequests(page, '**/data/query/**')

test('home reads its headline, View Reel, Visit the shop and Out of stock as written', async ({
  page,
}) => {
  await page.goto('/')
  await reads(page.locator('h1'), 'known for modern content powered by design')
  await reads(page.getByRole('button', { name: 'View Reel' }), 'View Reel')
  await reads(page.getByRole('link', { name: 'Visit the shop' }), 'Visit the shop')
  await reads(page.locator('.home-shop .shop-card__stock'), Array(4).fill('Out of stock'))
  await readsWithin(page.locator('.home-intro__hint'), 'Scroll')
})

test('the shop reads Out of stock on every item', async ({ page, request }) => {
  const count = byType(await loadEntries(request), 'shopItem').length
  expect(count).toBeGreaterThan(0)
  await page.goto('/shop')
  await reads(page.locator('.shop-card__stock'), Array(count).fill('Out of stock'))
})

test('the custom cursor is labelled Scroll', async ({ page }, info) => {
  test.skip(isMobile(info), 'the cursor is hidden on touch devices')
  await page.goto('/about')
  // The cursor comes in a late chunk: a move before it listens is no one's.
  await hydratedWithEffects(page, '.cursor')
  await page.mouse.move(400, 300)
  await page.mouse.move(420, 320)
  await expect(page.locator('.cursor[data-visible]')).toBeAttached()
  await reads(page.locator('.cursor__label'), 'Scroll')
  await reads(page.locator('.pagebar__label'), 'Scroll')
})

test('a work project reads Return to work', async ({ page, request }) => {
  const project = byType(await loadEntries(request), 'workProject')[0]
  await page.goto(`/work/${project?.slug}`)
  await readsWithin(page.locator('.wp-intro__back'), 'Return to work')
})

test('an unknown project reads Loading project... while content loads', async ({ page }) => {
  const { release } = await holdContent(page)
  await page.goto('/work/no-such-project')
  await reads(page.locator('h1'), 'Loading project...')
  release()
  await readsWithin(
    page.locator('main').getByRole('link', { name: 'Return to work' }),
    'Return to work',
  )
})

test('an unknown article reads Loading article... while content loads', async ({ page }) => {
  const { release } = await holdContent(page)
  await page.goto('/digest/no-such-article')
  await reads(page.locator('h1'), 'Loading article...')
  release()
})

test('careers reads Current openings, People & Places and its four captions', async ({ page }) => {
  await page.goto('/careers')
  await reads(page.getByRole('heading', { name: 'People & Places' }), 'People & Places')
  await reads(page.locator('.careers-gallery__caption'), [
    'NYC',
    'On Location',
    'Durham',
    'Los Angeles',
  ])
  await page.locator('#current-openings').scrollIntoViewIfNeeded()
  await reads(page.getByRole('heading', { name: 'Current openings' }), 'Current openings')
})

for (const [path, updated] of [
  ['/privacy', 'Last updated April 27, 2023'],
  ['/accessibility', 'Last updated 08/28/2025'],
] as const) {
  test(`${path} reads "${updated}"`, async ({ page }) => {
    await page.goto(path)
    await reads(page.locator('.legal-cover__updated'), updated)
  })
}
