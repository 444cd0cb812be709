import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  isMobile,
  menuDialog,
  openMenu,
  padTrack,
  scrollToEnd,
  scrollToStart,
} from './chrome-helpers.ts'

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

/** The page bar's progress line against the track's motion; null without either. */
function progressLine(page: Page) {
  return page.evaluate(() => {
    const m = window.__track?.state.motion
    const line = document.querySelector<HTMLElement>('.pagebar__progress')
    const bar = line?.parentElement
    if (!m || !line || !bar) return null
    return {
      resting: m.current === m.target && m.velocity === 0,
      progress: m.progress,
      scale: new DOMMatrix(getComputedStyle(line).transform).a,
      barPixels: bar.getBoundingClientRect().width * devicePixelRatio,
    }
  })
}

/** An element's rotation, in whole degrees, from its computed transform. */
function rotation(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    const m = new DOMMatrix(getComputedStyle(node).transform)
    return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI)
  })
}

test.describe('page bar', () => {
  // Each route's title and description, and the routes without a bar: the unit tests
  // (tests/unit/chrome-routes.test.ts). Here, what only a browser shows: the bar on screen,
  // its words as rendered (CSS text-transform applies to innerText, not to textContent).
  test('shows the page’s title and description, read as written', async ({ page }) => {
    await page.goto('/about')
    const bar = page.locator('.pagebar')
    await expect(bar).toBeVisible()
    await expect(bar.locator('.pagebar__title')).toHaveText('About', { useInnerText: true })
    await expect(bar.locator('.pagebar__description')).toBeVisible()
    await expect(bar.locator('.pagebar__description')).toHaveText('makers who make the thing', {
      useInnerText: true,
    })
  })

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

  test('the progress line follows the track to within half a device pixel', async ({
    page,
  }, info) => {
    test.skip(isMobile(info), 'below 1024 px the page bar shows an arrow, not the line')
    await page.goto('/about')
    await padTrack(page)
    await page.mouse.move(700, 400)
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400)
    await expect.poll(async () => (await progressLine(page))?.resting).toBe(true)
    const r = await progressLine(page)
    if (!r) throw new Error('no page bar line')
    expect(r.progress).toBeGreaterThan(0.05)
    // The bar's width as the browser snaps it to device pixels may differ from its layout
    // width by a fraction of one: a little slack over the half pixel of rounding.
    expect(Math.abs(r.scale - r.progress) * r.barPixels).toBeLessThanOrEqual(0.6)
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
    await expect.poll(() => rotation(arrow)).toBe(90)
  })
})

test.describe('scroll hints', () => {
  /** Loading indicators move only while something loads, and stop with it. */
  const LOADING = new Set(['contact-form-pulse', 'job-board-bar'])
  const moving = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && 'animationName' in a)
        .map((a) => ({
          name: (a as CSSAnimation).animationName,
          end: Number(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        })),
    )

  test('nudge as a page opens and stop within 5 s (WCAG 2.2.2), anew on each page', async ({
    page,
  }) => {
    for (const [path, hint] of [
      ['/', 'home-hint'],
      ['/about', 'pagebar-nudge'],
    ] as const) {
      await page.goto(path)
      const list = await moving(page)
      expect(list.map((a) => a.name)).toContain(hint)
      // Nothing that moves on its own runs past 5 s: an endless nudge also recalculated its
      // style in every frame the page drew.
      for (const a of list) if (!LOADING.has(a.name)) expect(a.end).toBeLessThanOrEqual(5000)
    }
    // The arrow has had its nudges; the next page's arrow has its own.
    await page.evaluate(() => {
      for (const a of document.getAnimations()) a.finish()
    })
    expect((await moving(page)).map((a) => a.name)).not.toContain('pagebar-nudge')
    await openMenu(page)
    await menuDialog(page).getByRole('link', { name: 'work', exact: true }).click()
    await expect(page).toHaveURL(/\/work$/)
    await expect
      .poll(async () => (await moving(page)).map((a) => a.name))
      .toContain('pagebar-nudge')
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

test.describe('Rotate Device overlay', () => {
  const ROTATE = 'Very cinematic of you - but this site is best viewed in portrait mode.'
  const LANDSCAPE = { width: 844, height: 390 }
  const PORTRAIT = { width: 390, height: 844 }

  test.beforeEach(({ page: _ }, info) => {
    test.skip(!isMobile(info), 'touch emulation runs in the mobile project')
  })

  /** Focusable elements a visitor could still reach outside the overlay. */
  const reachableOutside = (page: Page) =>
    page.evaluate(() => {
      const overlay = document.querySelector('.rotate')
      return Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
      ).filter((el) => !overlay?.contains(el) && !el.closest('[inert]')).length
    })

  test('blocks the page in landscape: announced, focused, the rest inert', async ({ page }) => {
    await page.goto('/about')
    const link = page.locator('main a[href]').first()
    await link.focus()
    const overlay = page.locator('.rotate')
    // Portrait: no alert in the accessibility tree, its live region waiting empty.
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(overlay).toBeEmpty()
    expect(await reachableOutside(page)).toBeGreaterThan(0)

    await page.setViewportSize(LANDSCAPE)
    // The alert gains its sentence as it shows, read exactly as the spec writes it.
    await expect(page.getByRole('alert')).toHaveText(ROTATE, { useInnerText: true })
    await expect(overlay).toBeFocused()
    await expect.poll(() => reachableOutside(page)).toBe(0)
    await expect(page.locator('main#main')).toHaveJSProperty('inert', true)
    await expect(page.locator('.site-header')).toHaveJSProperty('inert', true)
    // Covers the screen: a tap anywhere lands on the overlay.
    const hit = await page.evaluate(() =>
      document.elementFromPoint(innerWidth / 2, innerHeight - 5)?.closest('.rotate'),
    )
    expect(hit).not.toBeNull()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[inert]'))).toBe(false)

    await page.setViewportSize(PORTRAIT)
    await expect(overlay).toBeHidden()
    await expect(overlay).toBeEmpty()
    await expect(page.locator('[inert]')).toHaveCount(0)
    await expect(link).toBeFocused()
  })

  test('keeps the page inert when the open menu closes on rotation', async ({ page }) => {
    await page.goto('/about')
    await openMenu(page)
    await page.setViewportSize(LANDSCAPE)
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(menuDialog(page)).toBeHidden()
    await expect.poll(() => reachableOutside(page)).toBe(0)
    await expect(page.locator('main#main')).toHaveJSProperty('inert', true)
    await expect(page.locator('html')).toHaveClass(/\bis-scroll-locked\b/)
    await page.setViewportSize(PORTRAIT)
    await expect(page.locator('.rotate')).toBeHidden()
    await expect(page.locator('[inert]')).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveClass(/\bis-scroll-locked\b/)
  })
})
