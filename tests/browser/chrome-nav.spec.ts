import { expect, type Page, test } from '@playwright/test'
import {
  isMobile,
  menuDialog,
  menuToggle,
  openMenu,
  padTrack,
  trackLeft,
  twoFrames,
} from './chrome-helpers.ts'

const NAV = ['about', 'work', 'digest', 'contact', 'shop']

// Every route's marked section: tests/unit/chrome-routes.test.ts. Here, on a project page
// (a sub-route of work), what only a browser shows: the labels as rendered, the marked link
// looking different, and below 1024 px the list inside the menu.
test('the main navigation reads about, work, digest, contact, shop and marks the current section, visibly', async ({
  page,
}, info) => {
  await page.goto('/work/some-project')
  // Desktop shows the nav inline; below 1024 px it lives in the menu.
  let nav = page.getByRole('navigation', { name: 'Main' })
  if (isMobile(info)) {
    await expect(nav).toBeHidden()
    await openMenu(page)
    nav = menuDialog(page).getByRole('navigation', { name: 'Site' })
  }
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(5)
  await expect(links.first()).toBeVisible()
  await expect(nav.locator('.nav-link__label')).toHaveText(NAV, { useInnerText: true })
  const marked = nav.locator('[aria-current="page"]')
  await expect(marked).toHaveCount(1)
  await expect(marked).toContainText('work')
  await expect(marked).toHaveAttribute('href', '/work')
  const look = (l: typeof marked) =>
    l.evaluate((el) => {
      const label = el.querySelector('.nav-link__label') ?? el
      const s = getComputedStyle(el)
      return `${s.backgroundColor} ${getComputedStyle(label).color} ${s.fontWeight}`
    })
  expect(await look(marked)).not.toBe(await look(links.nth(0)))
})

test('the logo links home and keeps the current query string', async ({ page }) => {
  await page.goto('/work?ref=x&utm=y')
  const logo = page.getByRole('link', { name: 'Studio, home' })
  await expect(logo).toHaveAttribute('href', '/?ref=x&utm=y')
  await logo.click()
  await expect(page).toHaveURL(/\/\?ref=x&utm=y$/)
  await page.goto('/about')
  await expect(logo).toHaveAttribute('href', '/')
})

test.describe('menu dialog', () => {
  test('opens as a modal dialog with focus inside, trapped with the toggle', async ({ page }) => {
    await page.goto('/about')
    await expect(menuDialog(page)).toBeHidden()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await openMenu(page)
    const dialog = menuDialog(page)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    const count = await dialog.evaluate(
      (el) => el.querySelectorAll('a[href], button').length + 1, // + the toggle
    )
    const where = () =>
      page.evaluate(() => {
        const a = document.activeElement
        if (a?.closest('#site-menu')) return a.textContent?.trim() ?? ''
        return a?.getAttribute('aria-controls') === 'site-menu' ? 'toggle' : 'outside'
      })
    const start = await where()
    const seen = new Set<string>()
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab')
      const at = await where()
      expect(at).not.toBe('outside')
      seen.add(at)
    }
    expect(await where()).toBe(start)
    expect(seen.size).toBe(count)
    expect(seen).toContain('toggle')
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await where()).not.toBe('outside')
    }
    expect(await where()).toBe(start)
  })

  test('closes on route change and focus moves to the new page', async ({ page }) => {
    await page.goto('/about')
    await openMenu(page)
    await menuDialog(page).getByRole('link', { name: 'work', exact: true }).click()
    await expect(page).toHaveURL(/\/work$/)
    await expect(menuDialog(page)).toBeHidden()
    // On the new page's heading, as after every navigation.
    await expect(page.locator('main h1:visible')).toBeFocused()
    // History navigation closes it too.
    await openMenu(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menuDialog(page)).toBeHidden()
  })

  test('closes on window resize', async ({ page }, info) => {
    await page.goto('/about')
    await openMenu(page)
    const size = page.viewportSize() ?? { width: 1440, height: 900 }
    await page.setViewportSize({ width: size.width - 40, height: size.height })
    await expect(menuDialog(page)).toBeHidden()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    if (!isMobile(info)) await expect(menuToggle(page)).toBeFocused()
  })

  test('holds the sub-navigation: Careers and external links in a new tab', async ({ page }) => {
    await page.goto('/about')
    await openMenu(page)
    const sub = menuDialog(page).getByRole('navigation', { name: 'More' })
    await expect(sub.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')
    for (const name of ['Instagram', 'LinkedIn', 'Our network']) {
      const link = sub.getByRole('link', { name: `${name} (opens in a new tab)` })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
    await sub.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(menuDialog(page)).toBeHidden()
  })
})

/** Whether the page's scroll is locked, and how: the page's own classes and styles. */
function scrollLock(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('main.scroller')
    return {
      locked: document.documentElement.classList.contains('is-scroll-locked'),
      scroller: main ? getComputedStyle(main).overflowX : '',
      body: getComputedStyle(document.body).overflow,
      inert: main?.inert ?? false,
    }
  })
}

// Opened and closed four ways on one visit of /about: each test leaves it closed, focus on
// the toggle, where the next one opens it.
test.describe('menu dialog, on one visit', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage()
    await page.goto('/about')
  })
  test.afterAll(async () => {
    await page?.close()
  })

  test('Esc closes it and focus returns to the toggle', async () => {
    await openMenu(page)
    await page.keyboard.press('Escape')
    await expect(menuDialog(page)).toBeHidden()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuToggle(page)).toBeFocused()
  })

  test('the toggle closes it and keeps focus', async () => {
    await openMenu(page)
    await menuToggle(page).click()
    await expect(menuDialog(page)).toBeHidden()
    await expect(menuToggle(page)).toBeFocused()
  })

  test('holds its own close button in the modal, for screen readers that hide the toggle', async ({
    browserName: _,
  }, info) => {
    await openMenu(page)
    const dialog = menuDialog(page)
    // aria-modal: a screen reader that honours it (VoiceOver on iOS) only walks the
    // dialog's own accessibility tree, and the header toggle is not in it.
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(await menuToggle(page).evaluate((el) => !!el.closest('[role="dialog"]'))).toBe(false)
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Menu":
        - navigation "Site"
        - navigation "More"
        - button "Close menu"
    `)
    const close = dialog.getByRole('button', { name: 'Close menu' })
    await close.scrollIntoViewIfNeeded()
    await expect(close).toBeInViewport()
    // Touch (or click) closes it; focus goes back to the toggle that opened it.
    if (isMobile(info)) await close.tap()
    else await close.click()
    await expect(dialog).toBeHidden()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuToggle(page)).toBeFocused()
    // Keyboard: it is in the trapped Tab order (Shift+Tab from the first link wraps
    // through the toggle to it) and Enter works it.
    await openMenu(page)
    await page.keyboard.press('Shift+Tab')
    await expect(menuToggle(page)).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(menuToggle(page)).toBeFocused()
  })

  test('locks page scroll while open and unlocks on close', async ({ browserName: _ }, info) => {
    await padTrack(page)
    const state = () => scrollLock(page)
    const before = await state()
    expect(before).toMatchObject({ locked: false, inert: false })
    const left = await trackLeft(page)
    await openMenu(page)
    expect(await state()).toEqual({
      locked: true,
      scroller: 'hidden',
      body: 'hidden',
      inert: true,
    })
    // Wheel and arrow keys while the menu is open leave the page where it was.
    if (!isMobile(info)) await page.mouse.wheel(0, 900)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('PageDown')
    await twoFrames(page)
    await page.keyboard.press('Escape')
    await expect(menuDialog(page)).toBeHidden()
    expect(await state()).toEqual(before)
    expect(await trackLeft(page)).toBe(left)
  })
})
