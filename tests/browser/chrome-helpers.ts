import { expect, type Page, type TestInfo } from '@playwright/test'

export const isMobile = (info: TestInfo) => info.project.name === 'mobile'

export const menuToggle = (page: Page) => page.locator('button[aria-controls="site-menu"]')
export const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

/**
 * Waits until React has taken the prerendered root (hydration follows the first frame):
 * from then on a click is React's, replayed if it lands while hydration is still going.
 */
export async function hydrated(page: Page, selector = '#root'): Promise<void> {
  await page.waitForFunction(
    (sel) => Object.keys(document.querySelector(sel) ?? {}).some((k) => k.startsWith('__react')),
    selector,
  )
}

/**
 * `selector` hydrated and two frames on, so its effects have run: its listeners are in
 * place, and what the effects reset has been reset.
 */
export async function hydratedWithEffects(page: Page, selector: string): Promise<void> {
  await hydrated(page, selector)
  await twoFrames(page)
}

/** Two animation frames of the page: what a change asked for has been through a frame. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

/** Opens the menu with its toggle and waits for focus to move in. */
export async function openMenu(page: Page): Promise<void> {
  await hydrated(page)
  await menuToggle(page).click()
  await expect(menuDialog(page)).toBeVisible()
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true')
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('#site-menu')))
    .toBe(true)
}

/**
 * Waits until the page runs in its final scroll mode: at 1024 px and wider the virtual
 * track starts from a lazy chunk after the first render, and until then the scroller
 * scrolls natively. A test reading scroll state must not straddle that switch.
 */
async function scrollModeReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => innerWidth < 1024 || document.documentElement.classList.contains('is-virtual'),
  )
}

/**
 * Makes the current page's track longer than any viewport, so "not at the end"
 * holds whatever the content: a wide empty panel at the track's start, holding a
 * button to bring the start back into view.
 */
export async function padTrack(page: Page): Promise<void> {
  await scrollModeReady(page)
  // A panel put in before React has hydrated the track would meet hydration (it may be
  // thrown out with the server HTML): wait until the track's last panel is React's.
  await hydratedWithEffects(page, '[data-track] > :last-child')
  const limitBefore = await page.evaluate(() => {
    const pad = document.createElement('div')
    pad.className = 'panel'
    pad.style.width = '5000px'
    pad.innerHTML = '<button type="button" data-test-start>start</button>'
    document.querySelector('[data-track]')?.prepend(pad)
    return window.__track?.layout().limit ?? null
  })
  // The virtual track re-measures 50 ms after the change: until then its end is the old
  // one, and a scroll "to the end" would land short of the new end a moment later.
  if (limitBefore !== null) {
    await page.waitForFunction(
      (before) => (window.__track?.layout().limit ?? 0) >= before + 5000,
      limitBefore,
    )
  }
}

/**
 * Scrolls the track to its end, as the brief's visitors reach it: natively, or through
 * the virtual scroll, which takes a native offset on the scroller as a move.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('main.scroller')
    if (el) el.scrollLeft = el.scrollWidth
  })
}

/** Back to the start of a padded track: focusing its first button scrolls it into view. */
export async function scrollToStart(page: Page): Promise<void> {
  await page.locator('[data-test-start]').focus()
}

/** Where the track sits on screen: covers native scrolling and a virtual transform alike. */
export function trackLeft(page: Page): Promise<number> {
  return page.evaluate(
    () => document.querySelector('[data-track]')?.getBoundingClientRect().left ?? Number.NaN,
  )
}
