import type { Page } from '@playwright/test'
import {
  fourthCard,
  headingFocused,
  liveContent,
  wheelToFourthCard,
} from './between-pages.helpers.ts'
import { hydrated } from './chrome-helpers.ts'
import { expect, GL_VIEWPORT, test } from './stage-override.ts'
import { openVirtual, readTrack, settle } from './webgl.helpers.ts'

// The place a visitor left on the desktop's virtual track, on the DOM track (?nogl) and on the
// canvas: Back returns the list to the card they left, a link starts a page at its start, a
// reload of the entry keeps the place, and home's work section stays as it was left.

test.use({ viewport: GL_VIEWPORT, deviceScaleFactor: 1 })
test.skip(({ isMobile }) => isMobile, 'the desktop track')

/** The card's left edge, viewport px. */
const cardX = async (page: Page) => (await fourthCard(page).boundingBox())?.x ?? Number.NaN

/**
 * On /work: the fourth card wheeled into view, clicked (its project starts at its start), and
 * Back: the card is where it was, within a pixel, with focus on the list's heading; then a
 * reload of that entry. Returns the card's x.
 */
async function leaveAndComeBack(page: Page): Promise<number> {
  await wheelToFourthCard(page)
  const left = await cardX(page)
  await fourthCard(page).click()
  await expect(page).toHaveURL(/\/work\/[^/?]+$/)
  await headingFocused(page)
  expect((await readTrack(page)).target).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/work(\?[^/]*)?$/)
  await expect.poll(async () => Math.abs((await cardX(page)) - left)).toBeLessThanOrEqual(1)
  await headingFocused(page)
  // Settled there: the heading's focus did not glide the track away from it.
  await settle(page)
  expect(Math.abs((await cardX(page)) - left)).toBeLessThanOrEqual(1)
  return left
}

/** After a reload: the virtual track runs and has measured. */
async function trackRuns(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains('is-virtual') &&
      (window.__track?.layout().limit ?? 0) > 0,
  )
}

test.describe('the DOM track (?nogl)', () => {
  test.use({ glForce: false })

  test('Back returns /work to the card left, a reload keeps it, home’s section stays expanded', async ({
    page,
  }) => {
    await openVirtual(page, '/work?nogl')
    await hydrated(page)
    await liveContent(page)
    const left = await leaveAndComeBack(page)
    await expect(page.locator('.webgl-stage')).toHaveCount(0)

    await page.reload()
    await trackRuns(page)
    await expect.poll(async () => Math.abs((await cardX(page)) - left)).toBeLessThanOrEqual(1)

    // Home: the work section expanded by the wheel, a project, and Back.
    await openVirtual(page, '/?nogl')
    await hydrated(page)
    const section = page.locator('[data-expanded]')
    await page.mouse.move(512, 320)
    for (let i = 0; i < 30 && (await section.getAttribute('data-expanded')) !== 'true'; i++) {
      await page.mouse.wheel(0, 200)
      await page.waitForTimeout(80)
    }
    await expect(section).toHaveAttribute('data-expanded', 'true')
    const card = page.locator('.home-work__link').first()
    // Wholly in view, so the click itself scrolls nothing.
    await card.scrollIntoViewIfNeeded()
    await settle(page)
    const x = (await card.boundingBox())?.x ?? Number.NaN
    await card.click()
    await headingFocused(page)
    await page.goBack()
    await expect(section).toHaveAttribute('data-expanded', 'true')
    await expect
      .poll(async () => Math.abs(((await card.boundingBox())?.x ?? Number.NaN) - x))
      .toBeLessThanOrEqual(1)
  })
})

test.describe('the canvas (?gl=force)', () => {
  test('Back returns /work to the card left, drawn there; a reload keeps it', async ({ page }) => {
    test.setTimeout(120_000)
    await openVirtual(page, '/work')
    await page.waitForFunction(() => window.__stage !== undefined)
    await liveContent(page)
    const left = await leaveAndComeBack(page)
    // The canvas draws the card on its element there.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.querySelectorAll('.work-card__link')[3]?.querySelector('[data-plane]')
          const plane = window.__stage?.placed().find((p) => p.el === el)
          return plane?.shown && plane.hidden
            ? plane.left - (el?.getBoundingClientRect().left ?? 0)
            : null
        }),
      )
      .toBe(0)

    await page.reload()
    await trackRuns(page)
    await expect.poll(async () => Math.abs((await cardX(page)) - left)).toBeLessThanOrEqual(1)
  })
})
