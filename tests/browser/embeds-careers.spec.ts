import { expect, type Locator, type Page, test } from '@playwright/test'
import { RENDER_LIMIT_MS } from '../../src/embeds/embed-status.ts'
import { axeViolations } from './axe.helpers.ts'
import {
  collectConsoleErrors,
  countLogged,
  countRequests,
  holdRequests,
  navigateViaMenu,
  runningAnimations,
} from './embeds-helpers.ts'

const BOARD_SCRIPT = '/lake/job-board.js'

const openings = (page: Page) => page.locator('#grnhse_app .grnhse-opening')

async function expectedOpenings(page: Page): Promise<number> {
  const answer = await page.request.get('/lake/jobs.json')
  return ((await answer.json()) as { jobs: unknown[] }).jobs.length
}

test('careers shows its intro, People & Places with four captions, and Current openings', async ({
  page,
}) => {
  await page.goto('/careers')
  const intro = page.locator('.careers-intro')
  await expect(intro.getByRole('heading', { level: 1 })).toHaveText('Careers')
  await expect(intro.locator('.careers-intro__lead')).toHaveText('Come make the thing with us.')
  const copy = intro.locator('.careers-intro__copy p')
  await expect(copy).toHaveCount(2)
  await expect(copy.first()).toContainText(
    'Our studios are in Durham, New York, Los Angeles, Dallas, Phoenix and Toronto',
  )
  await expect(copy.nth(1)).toContainText('We hire people who care about craft')
  await expect(intro.getByRole('link', { name: 'See current openings' })).toHaveAttribute(
    'href',
    '#current-openings',
  )

  const gallery = page.getByRole('region', { name: 'People & Places' })
  await expect(gallery.getByRole('heading', { level: 2 })).toHaveText('People & Places')
  const figures = gallery.locator('figure')
  await expect(figures).toHaveCount(4)
  await expect(figures.locator('figcaption')).toHaveText([
    'NYC',
    'On Location',
    'Durham',
    'Los Angeles',
  ])
  // Each caption has its photo, with a text alternative.
  for (const figure of await figures.all()) {
    await expect(figure.locator('img')).toHaveAttribute('alt', /\S/)
  }

  const openingsSection = page.getByRole('region', { name: 'Current openings' })
  await expect(openingsSection.getByRole('heading', { level: 2 })).toHaveText('Current openings')
  await expect(openingsSection).toHaveAttribute('id', 'current-openings')
  // The intro and gallery run along the track; the openings continue below it.
  expect(await openingsSection.evaluate((el) => !el.closest('[data-track]'))).toBe(true)
})

/** Not hidden under the fixed header or page bar (WCAG 2.4.11). */
async function expectClearOfFixedBars(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox()
  const header = await page.locator('.site-header__bar').boundingBox()
  const bar = await page.locator('.pagebar').boundingBox()
  expect(box && header && box.y >= header.y + header.height).toBe(true)
  expect(box && bar && box.y + box.height <= bar.y).toBe(true)
}

/**
 * A board script that loads and whose load() never draws anything: the fallback shows within
 * the limit, with the careers address as its link, logged once; the board, filling in after
 * all, stays hidden behind it.
 */
async function expectHungBoardFallsBack(page: Page): Promise<void> {
  const errors = collectConsoleErrors(page)
  await page.clock.install()
  // A board script that loads and whose load() never draws anything.
  await page.route(`**${BOARD_SCRIPT}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.Grnhse = { Iframe: { load: function () { window.__hung = true } } }',
    }),
  )
  await page.goto('/careers')
  await expect(page.getByRole('status')).toHaveText(/Loading current openings/)
  await page.waitForFunction(() => '__hung' in window)
  expect(await runningAnimations(page, '.job-board')).toBeGreaterThan(0)

  await page.clock.fastForward(RENDER_LIMIT_MS)
  const fallback = page.locator('.job-board__fallback')
  await expect(fallback).toContainText("The job board didn't load")
  // The lake's board has no page of its own (board-page.ts): the careers address is the link.
  await expect(fallback.getByRole('link')).toHaveCount(1)
  await expect(fallback.getByRole('link')).toHaveAttribute('href', /^mailto:careers@/)
  await expect(page.getByText(/Loading current openings/)).toHaveCount(0)
  expect(await runningAnimations(page, '.job-board')).toBe(0)
  await page.clock.fastForward(RENDER_LIMIT_MS * 6)
  expect(countLogged(errors, 'Job board failed to load:')).toBe(1)

  // The board fills in after all: it stays hidden behind the fallback.
  await page.evaluate(() => {
    const app = document.getElementById('grnhse_app')
    app?.insertAdjacentHTML('beforeend', '<ul><li class="grnhse-opening">Late</li></ul>')
    window.dispatchEvent(new Event('grnhse:ready'))
  })
  await expect(openings(page)).toBeHidden()
  await expect(fallback).toBeVisible()
}

test.describe('careers job board', () => {
  test('shows a loading animation, then the openings, with the script requested once', async ({
    page,
  }) => {
    const script = countRequests(page, BOARD_SCRIPT)
    const held = await holdRequests(page, `**${BOARD_SCRIPT}`)
    await page.goto('/careers')
    await expect(page.getByRole('heading', { name: 'Current openings' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/Loading current openings/)
    await expect(openings(page)).toHaveCount(0)
    held.release()
    const count = await expectedOpenings(page)
    expect(count).toBe(5)
    await expect(openings(page)).toHaveCount(count)
    await expect(page.getByText(/Loading current openings/)).toHaveCount(0)
    expect(script.count()).toBe(1)
  })

  test('shows the board again after navigating away and back, still one script request', async ({
    page,
  }) => {
    const script = countRequests(page, BOARD_SCRIPT)
    await page.goto('/careers')
    const count = await expectedOpenings(page)
    await expect(openings(page)).toHaveCount(count)
    await navigateViaMenu(page, '/about')
    await expect(page.locator('#grnhse_app')).toHaveCount(0)
    await navigateViaMenu(page, '/careers')
    await expect(openings(page)).toHaveCount(count)
    expect(script.count()).toBe(1)
  })

  test('re-renders when the full path changes (query string too)', async ({ page }) => {
    await page.goto('/careers')
    await expect(openings(page).first()).toBeVisible()
    await page.locator('#grnhse_app').evaluate((el) => el.setAttribute('data-old', ''))
    await page.evaluate(() => history.pushState(null, '', '/careers?gh_src=test'))
    await expect(page.locator('#grnhse_app[data-old]')).toHaveCount(0)
    await expect(page.locator('#grnhse_app')).toHaveCount(1)
    await expect(openings(page).first()).toBeVisible()
  })

  test('falls back to an email link and logs an error when the script fails', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.route(`**${BOARD_SCRIPT}`, (route) => route.abort())
    await page.goto('/careers')
    await expect(page.getByText(/The job board didn't load/)).toBeVisible()
    await expect(page.locator('.job-board__fallback a')).toHaveAttribute('href', /^mailto:careers@/)
    await expect(page.getByText(/Loading current openings/)).toHaveCount(0)
    await expect.poll(() => errors.some((e) => e.includes('Job board failed to load'))).toBe(true)
  })

  test('a hung board falls back within the limit with its links, logs once, stays alone', async ({
    page,
  }) => {
    await expectHungBoardFallsBack(page)
  })

  test('the page continues down to the openings: jump link and keyboard reach them', async ({
    page,
  }) => {
    await page.goto('/careers')
    await expect(openings(page).first()).toBeVisible()
    await page.getByRole('link', { name: 'See current openings' }).click()
    await expect(page.getByRole('heading', { name: 'Current openings' })).toBeInViewport()
    await page.keyboard.press('Tab')
    const first = openings(page).first().getByRole('link')
    await expect(first).toBeFocused()
    await expect(first).toBeInViewport()
    await expectClearOfFixedBars(page, first)
  })

  test('a mouse wheel scrolls along the track, then down to the openings', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'touch devices scroll natively; the wheel is a desktop gesture')
    await page.goto('/careers')
    await expect(openings(page).first()).toBeVisible()
    const heading = page.getByRole('heading', { name: 'Current openings' })
    await page.mouse.move(700, 400)
    await expect(async () => {
      await page.mouse.wheel(0, 600)
      await expect(heading).toBeInViewport({ timeout: 200 })
    }).toPass()
    await expect(openings(page).last()).toBeVisible()
  })

  test('/careers has no axe violations once the board has loaded', async ({ page }) => {
    await page.goto('/careers')
    await expect(openings(page).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
