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
    // Records, for each transition the page starts, which pictures are named before it
    // captures the old page and after the new one has rendered.
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
    await page.goto('/work')
    await betweenPagesReady(page)
    const href = (await fourthCard(page).getAttribute('href')) ?? ''
    const title = (await fourthCard(page).locator('h2').textContent())?.trim() ?? ''
    const transitions = () =>
      page.evaluate(() => (window as unknown as { __transitions: unknown[] }).__transitions)
    // The first click may land before the live content has the project (a loading panel,
    // nothing to fly into): the page is there once its title shows.
    await fourthCard(page).click()
    await expect(page.locator('main h1:visible')).toHaveText(title, { timeout: 45_000 })
    expect(await transitions()).toContainEqual(
      expect.objectContaining({ before: [`card ${href}`] }),
    )

    // Back: the hero flies back into the card on the restored list.
    await page.goBack()
    await expect(page).toHaveURL(/\/work$/)
    await expect
      .poll(async () => (await transitions()).at(-1))
      .toEqual({
        before: ['first picture'],
        after: [`card ${href}`],
      })
    // And in again: the card's picture into the project's hero, its first picture.
    await fourthCard(page).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect
      .poll(async () => (await transitions()).at(-1))
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
