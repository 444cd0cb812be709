import { expect, test } from '@playwright/test'
import { isMobile, padTrack, scrollToEnd, scrollToStart } from './chrome-helpers.ts'

test.describe('footer', () => {
  test('is the last panel of the track on /about, with its links and the 2025 line', async ({
    page,
  }) => {
    await page.goto('/about')
    const footer = page.locator('footer.site-footer')
    await expect(footer).toBeAttached()
    expect(
      await footer.evaluate(
        (el) => el.parentElement?.matches('[data-track]') && !el.nextElementSibling,
      ),
    ).toBe(true)
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')
    await expect(links).toHaveText([
      'Accessibility',
      'Careers',
      /^Our network/,
      /^Instagram/,
      /^LinkedIn/,
      'Privacy Policy',
    ])
    await expect(links.nth(0)).toHaveAttribute('href', '/accessibility')
    await expect(links.nth(5)).toHaveAttribute('href', '/privacy')
    for (const i of [2, 3, 4]) {
      await expect(links.nth(i)).toHaveAttribute('target', '_blank')
      await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(links.nth(i)).toContainText('(opens in a new tab)')
    }
    await expect(footer).toContainText('© 2025')
  })

  test('is absent on home', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-track]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('footer.site-footer')).toHaveCount(0)
  })
})

test.describe('page bar', () => {
  for (const [path, title, description] of [
    ['/about', 'About', 'makers who make the thing'],
    ['/work', 'Work', 'proof is in the making'],
    ['/digest', 'Digest', 'stuff happening between projects'],
    ['/shop', 'Shop', 'ephemera and objects of interest, restocking soon'],
    ['/careers', 'Careers', 'proof is in the making'],
    ['/contact', 'Contact', null],
    ['/privacy', 'Privacy Policy', null],
    ['/accessibility', 'Accessibility', null],
  ] as const) {
    test(`${path} shows "${title}" ${description ? `and "${description}"` : 'without a description'}`, async ({
      page,
    }) => {
      await page.goto(path)
      const bar = page.locator('.pagebar')
      await expect(bar).toBeVisible()
      await expect(bar.locator('.pagebar__title')).toHaveText(title)
      if (description) await expect(bar.locator('.pagebar__description')).toHaveText(description)
      else await expect(bar.locator('.pagebar__description')).toHaveCount(0)
    })
  }

  for (const path of ['/', '/work/some-project', '/digest/some-article']) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('main#main')).toBeAttached()
      await expect(page.locator('.pagebar')).toHaveCount(0)
    })
  }

  test('never covers the track: the scroller ends where the page bar starts', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('.pagebar')).toBeVisible()
    const [main, bar] = await Promise.all(
      ['main#main', '.pagebar'].map((s) =>
        page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON()),
      ),
    )
    expect(main?.bottom).toBeLessThanOrEqual(bar?.top + 0.5)
  })

  test('the scroll indicator hides at the end of the scroll', async ({ page }, info) => {
    await page.goto('/about')
    await padTrack(page)
    // Desktop: "Scroll" with a progress line; below 1024 px: the mobile arrow instead.
    const indicator = page.locator(
      isMobile(info) ? '.pagebar__mobile-arrow' : '.pagebar__indicator',
    )
    const other = page.locator(isMobile(info) ? '.pagebar__indicator' : '.pagebar__mobile-arrow')
    await expect(indicator).toBeVisible()
    await expect(other).toBeHidden()
    if (!isMobile(info)) await expect(indicator).toContainText('Scroll')
    await scrollToEnd(page)
    await expect(indicator).toBeHidden()
    await scrollToStart(page)
    await expect(indicator).toBeVisible()
  })

  test('on /careers the indicator turns into a down arrow at the end', async ({ page }, info) => {
    await page.goto('/careers')
    await padTrack(page)
    const indicator = page.locator('.pagebar__indicator')
    const mobileArrow = page.locator('.pagebar__mobile-arrow')
    await expect(indicator).toHaveAttribute('data-state', 'forward')
    await scrollToEnd(page)
    await expect(indicator).toHaveAttribute('data-state', 'down')
    if (isMobile(info)) {
      // The separate mobile arrow hides at the end of the mobile scroll, careers too.
      await expect(mobileArrow).toBeHidden()
      return
    }
    await expect(indicator).toBeVisible()
    const arrow = indicator.locator('.pagebar__arrow')
    await expect(arrow).toBeVisible()
    // Rotated a quarter turn: the arrow points down (whatever its bobbing offset).
    const angle = () =>
      arrow.evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform)
        return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI)
      })
    await expect.poll(angle).toBe(90)
  })
})

test.describe('skip link', () => {
  test('is the first focusable element, shows on focus and moves focus to main', async ({
    page,
  }) => {
    await page.goto('/about')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).not.toBeInViewport()
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    // The next Tab continues inside the page, not back in the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
  })
})
