import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

/** In-app navigation as a visitor does it: open the menu, follow a link (no reload). */
export async function navigateViaMenu(page: Page, href: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.locator(`a[href="${href}"]`).click()
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
}

/** Counts the page's requests whose URL path ends with `suffix`. */
export function countRequests(page: Page, suffix: string): { count: () => number } {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) count++
  })
  return { count: () => count }
}

/** Console errors, for checking that a failure was logged. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** Holds every request matching `glob` until `release()`; then they go on as normal. */
export async function holdRequests(page: Page, glob: string): Promise<{ release: () => void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(glob, async (route) => {
    await held
    await route.continue()
  })
  return { release: () => release() }
}

const SUBMISSIONS = new URL('../../.lake/submissions.ndjson', import.meta.url)

/** The lake's submission log (the lake appends one JSON line per accepted submission). */
export function submissionLog(): string {
  try {
    return readFileSync(SUBMISSIONS, 'utf8')
  } catch {
    return ''
  }
}

/** How many console lines start with `prefix`: a failure is logged once, not per retry or tick. */
export function countLogged(lines: string[], prefix: string): number {
  return lines.filter((line) => line.startsWith(prefix)).length
}

/** Animations running in `selector` (CSS ones included): what still moves on its own there. */
export function runningAnimations(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    )
}
