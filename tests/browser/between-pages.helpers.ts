import { expect, type Page } from '@playwright/test'
import { readTrack, settle } from './webgl.helpers.ts'

/** Shared by the between-pages specs on the desktop track (1024×640). */

export const fourthCard = (page: Page) => page.locator('.work-card__link').nth(3)

/** Wheels /work until the fourth card is wholly in view, well into the track, and settles. */
export async function wheelToFourthCard(page: Page): Promise<void> {
  await page.mouse.move(512, 320)
  for (let i = 0; i < 40; i++) {
    const box = await fourthCard(page).boundingBox()
    if (box && box.x > 100 && box.x + box.width < 1000) break
    await page.mouse.wheel(0, 200)
    await page.waitForTimeout(80)
  }
  await settle(page)
  expect((await readTrack(page)).target).toBeGreaterThan(1000)
}

/** The new page's heading has focus (after every navigation, on every track). */
export async function headingFocused(page: Page): Promise<void> {
  await expect(page.locator('main h1:visible')).toBeFocused({ timeout: 45_000 })
}

/** The page has its live content (a project's blocks come with it, not with /work's HTML). */
export async function liveContent(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('content:live').length > 0, null, {
    timeout: 45_000,
  })
}
