import { expect, type Page, test } from '@playwright/test'
import { hydratedWithEffects, isMobile, padTrack, scrollToEnd } from './chrome-helpers.ts'

const ROTATE_TEXT = 'Very cinematic of you - but this site is best viewed in portrait mode.'

/**
 * Opens `path` once the cursor listens: a mouse move before hydration is no one's (the
 * cursor starts from the next), and a test that moved then would wait for good.
 */
async function openForCursor(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await hydratedWithEffects(page, '.cursor')
}

test.describe('custom cursor (mouse, no touch)', () => {
  test.beforeEach(({ page: _ }, info) => {
    test.skip(isMobile(info), 'the custom cursor is for mouse devices')
  })

  test('is labelled Scroll, decorative, and follows the mouse 12 px off', async ({ page }) => {
    await openForCursor(page, '/about')
    const cursor = page.locator('.cursor')
    await expect(cursor).toHaveAttribute('aria-hidden', 'true')
    await expect(cursor).toHaveText('Scroll')
    await expect(cursor).toHaveCSS('pointer-events', 'none')
    await expect(cursor).not.toHaveAttribute('data-visible')
    await page.mouse.move(300, 420)
    await expect(cursor).toHaveAttribute('data-visible', '')
    await expect(cursor).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 312, 432)')
    await page.mouse.move(640, 500, { steps: 4 })
    await expect(cursor).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 652, 512)')
    expect(await page.evaluate(() => document.body.classList.contains('touch-device'))).toBe(false)
  })

  test('grows over links and shrinks back elsewhere', async ({ page }) => {
    await openForCursor(page, '/about')
    const cursor = page.locator('.cursor')
    await page.getByRole('link', { name: 'Studio, home' }).hover()
    await expect(cursor).toHaveAttribute('data-grow', '')
    await page.getByRole('button', { name: 'Menu' }).hover()
    await expect(cursor).toHaveAttribute('data-grow', '')
    await page.locator('.pagebar__title').hover()
    await expect(cursor).not.toHaveAttribute('data-grow')
  })

  test('grows over the job board container and the recaptcha badge (delegation)', async ({
    page,
  }) => {
    await openForCursor(page, '/about')
    await page.evaluate(() => {
      for (const [attr, value] of [
        ['id', 'grnhse_app'],
        ['class', 'grecaptcha-badge'],
      ]) {
        const box = document.createElement('div')
        box.setAttribute(attr ?? '', value ?? '')
        box.style.cssText = 'position:fixed;left:40%;top:40%;width:80px;height:80px;z-index:50'
        box.innerHTML = '<span>inner</span>'
        if (value === 'grecaptcha-badge') box.style.left = '60%'
        document.body.append(box)
      }
    })
    const cursor = page.locator('.cursor')
    for (const sel of ['#grnhse_app span', '.grecaptcha-badge span']) {
      await page.locator('.pagebar__title').hover()
      await expect(cursor).not.toHaveAttribute('data-grow')
      await page.locator(sel).hover()
      await expect(cursor).toHaveAttribute('data-grow', '')
    }
  })

  test('has an at-end state at the end of the track', async ({ page }) => {
    await openForCursor(page, '/about')
    await padTrack(page)
    const cursor = page.locator('.cursor')
    await page.mouse.move(500, 400)
    await expect(cursor).not.toHaveAttribute('data-end')
    await scrollToEnd(page)
    await expect(cursor).toHaveAttribute('data-end', '')
  })

  test('is off under forced colors', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await openForCursor(page, '/about')
    await page.mouse.move(300, 300)
    await expect(page.locator('.cursor')).toBeHidden()
  })
})

test.describe('touch devices', () => {
  test.beforeEach(({ page: _ }, info) => {
    test.skip(!isMobile(info), 'touch emulation runs in the mobile project')
  })

  test('get body.touch-device and no custom cursor', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('body')).toHaveClass(/\btouch-device\b/)
    await page.locator('.pagebar__title').tap()
    await expect(page.locator('.cursor')).toBeHidden()
  })

  test('see the Rotate Device overlay in landscape under 500 px tall, not in portrait', async ({
    page,
  }) => {
    await page.goto('/about')
    const overlay = page.locator('.rotate')
    await expect(overlay).toBeHidden()
    await expect(overlay).toHaveCSS('display', 'none')
    await page.setViewportSize({ width: 844, height: 390 })
    await expect(overlay).toBeVisible()
    await expect(overlay).toHaveText(ROTATE_TEXT)
    await expect(overlay).toHaveAttribute('role', 'alert')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(overlay).toHaveCSS('display', 'none')
  })
})

test('a mouse device in a short landscape window gets no Rotate Device overlay', async ({
  page,
}, info) => {
  test.skip(isMobile(info), 'checks the mouse side of the rule')
  await page.setViewportSize({ width: 844, height: 390 })
  await page.goto('/about')
  await expect(page.locator('main#main')).toBeVisible()
  await expect(page.locator('.rotate')).toHaveCSS('display', 'none')
})
