import { expect, type Page, test } from '@playwright/test'
import { hydrated, isMobile } from './chrome-helpers.ts'

// Between pages: focus and the announcement on every track; below 1024 px, the place a page
// was left at and the View Transition that carries the clicked picture into the project.

const fourthCard = (page: Page) => page.locator('.work-card__link').nth(3)

/** The late code that keeps places and runs transitions has arrived (it loads after load). */
async function betweenPagesReady(page: Page): Promise<void> {
  await hydrated(page)
  await page.waitForFunction(() =>
    ['native-place', 'view-transitions'].every((name) =>
      performance
        .getEntriesByType('resource')
        .some((e) => new RegExp(`/${name}-[^/]*\\.js$`).test(e.name)),
    ),
  )
}

/**
 * Records, for each View Transition the page starts, which pictures are named before it
 * captures the old page and after the new one has rendered (read with `transitions`).
 */
async function recordTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Record = { before: string[]; after: string[] | null }
    const log: Record[] = []
    Object.assign(window, { __transitions: log })
    const start = document.startViewTransition?.bind(document)
    if (!start) return
    const named = () =>
      [...document.querySelectorAll<HTMLElement>('[data-plane]')]
        .filter((el) => el.style.viewTransitionName)
        .map((el) => {
          const link = el.closest('a')
          if (link) return `card ${link.pathname}`
          const first = document.querySelector('[data-track] [data-plane]') === el
          return first ? 'first picture' : 'other picture'
        })
    document.startViewTransition = ((update?: () => unknown) => {
      const record: Record = { before: named(), after: null }
      log.push(record)
      return start(async () => {
        await update?.()
        record.after = named()
      })
    }) as typeof document.startViewTransition
  })
}

const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __transitions: unknown[] }).__transitions)

/** The card's left edge, viewport px. */
const cardX = async (page: Page) => (await fourthCard(page).boundingBox())?.x ?? Number.NaN

test('a navigation moves focus to the new page’s h1 and announces its title', async ({ page }) => {
  await page.goto('/work')
  await hydrated(page)
  const title = (await fourthCard(page).locator('h2').textContent())?.trim() ?? ''
  await fourthCard(page).click()
  await expect(page).toHaveURL(/\/work\/[^/]+$/)
  const h1 = page.locator('main h1:visible')
  // The project's entry comes with the live content, which a busy machine can take a while for.
  await expect(h1).toHaveText(title, { timeout: 45_000 })
  await expect(h1).toBeFocused()
  await expect(page.locator('p[aria-live="polite"]')).toHaveText(title)

  // Back to the list: the list's heading, and the keyboard goes on from there.
  await page.goBack()
  await expect(page).toHaveURL(/\/work$/)
  await expect(page.locator('main h1:visible')).toBeFocused()
  await expect(page.locator('p[aria-live="polite"]')).toHaveText(/Work/)
  await page.keyboard.press('Tab')
  await expect(page.locator('main h1:visible')).not.toBeFocused()
})

test.describe('below 1024 px', () => {
  test('Back returns /work to the card the visitor left, within a pixel; a reload keeps it', async ({
    page,
  }, info) => {
    test.skip(!isMobile(info), 'the native track (390 px)')
    await page.goto('/work')
    await betweenPagesReady(page)
    await fourthCard(page).scrollIntoViewIfNeeded()
    const scroller = page.locator('main.scroller')
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(500)
    const left = await cardX(page)

    await fourthCard(page).click()
    await expect(page).toHaveURL(/\/work\/[^/]+$/)
    // A new page by link starts at its start.
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/work$/)
    await expect.poll(async () => Math.abs((await cardX(page)) - left)).toBeLessThanOrEqual(1)

    await page.reload()
    await hydrated(page)
    await expect.poll(async () => Math.abs((await cardX(page)) - left)).toBeLessThanOrEqual(1)
  })

  test('a card click runs a View Transition from the card’s picture to the project’s hero, and Back the reverse', async ({
    page,
  }, info) => {
    test.skip(!isMobile(info), 'no canvas at 390 px: the DOM carries the picture')
    await recordTransitions(page)
    await page.goto('/work')
    await betweenPagesReady(page)
    const href = (await fourthCard(page).getAttribute('href')) ?? ''
    const title = (await fourthCard(page).locator('h2').textContent())?.trim() ?? ''
    // The first click may land before the live content has the project (a loading panel,
    // nothing to fly into): the page is there once its title shows.
    await fourthCard(page).click()
    await expect(page.locator('main h1:visible')).toHaveText(title, { timeout: 45_000 })
    expect(await transitions(page)).toContainEqual(
      expect.objectContaining({ before: [`card ${href}`] }),
    )

    // Back: the hero flies back into the card on the restored list.
    await page.goBack()
    await expect(page).toHaveURL(/\/work$/)
    await expect
      .poll(async () => (await transitions(page)).at(-1))
      .toEqual({
        before: ['first picture'],
        after: [`card ${href}`],
      })
    // And in again: the card's picture into the project's hero, its first picture.
    await fourthCard(page).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect
      .poll(async () => (await transitions(page)).at(-1))
      .toEqual({
        before: [`card ${href}`],
        after: ['first picture'],
      })
    await expect(page.locator('[data-block="blockHero"] [data-plane]').first()).toHaveCSS(
      'view-transition-name',
      'none',
    )
  })
})

test('under reduced motion a navigation names no picture: the pages only cross-fade', async ({
  page,
}, info) => {
  test.skip(!isMobile(info), 'no canvas at 390 px')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await recordTransitions(page)
  await page.goto('/work')
  await betweenPagesReady(page)
  await fourthCard(page).click()
  await expect(page).toHaveURL(/\/work\/[^/]+$/)
  await expect.poll(() => transitions(page)).toEqual([{ before: [], after: [] }])
})

test('on the DOM track (?nogl, 1440 px) a card click runs a View Transition too', async ({
  page,
}, info) => {
  test.skip(isMobile(info), 'the desktop DOM track')
  await recordTransitions(page)
  await page.goto('/work?nogl')
  await betweenPagesReady(page)
  const first = page.locator('.work-card__link').first()
  const href = (await first.getAttribute('href')) ?? ''
  const title = (await first.locator('h2').textContent())?.trim() ?? ''
  await first.click()
  await expect(page.locator('main h1:visible')).toHaveText(title, { timeout: 45_000 })
  await expect(page.locator('.webgl-stage')).toHaveCount(0)
  const last = async () => (await transitions(page)).at(-1)
  // Back: the hero into the card (at the start of the list, in view); then in again.
  await page.goBack()
  await expect.poll(last).toEqual({ before: ['first picture'], after: [`card ${href}`] })
  await page.locator('.work-card__link').first().click()
  await expect.poll(last).toEqual({ before: [`card ${href}`], after: ['first picture'] })
})
