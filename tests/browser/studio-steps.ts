import { expect, type Locator, type Page } from '@playwright/test'

// What an editor does in the Studio, one function a gesture, waiting on what the Studio
// shows (never on time): the machine running the tests may be slow and busy.
const SLOW = { timeout: 90_000 }

export const titleInput = (page: Page) => page.locator('[data-testid="field-title"] input')
export const clientInput = (page: Page) => page.locator('[data-testid="field-client"] input')

/**
 * Opens the Studio at `url` signed in as `npm run studio` signs it in: the lake's editor token
 * in the hash (`#token=…`), which the Studio keeps in localStorage and then drops from the URL.
 */
export async function signIn(page: Page, url: string, token: string): Promise<void> {
  await page.goto(`${url}#token=${token}`)
  await expect.poll(() => new URL(page.url()).hash, SLOW).not.toContain('token=')
}

/** From the desk: Work projects, then the project with this title. */
export async function openProject(page: Page, studio: string, title: string): Promise<void> {
  await page.goto(`${studio}/structure`)
  await page.getByText('Work projects', { exact: true }).click(SLOW)
  await page
    .locator('[data-testid="document-list-pane"]')
    .getByText(title, { exact: true })
    .click(SLOW)
  await expect(titleInput(page)).toHaveValue(title, SLOW)
}

/** Publishes the open document and waits until the Studio has nothing left to publish. */
export async function publish(page: Page): Promise<void> {
  const button = page.locator('[data-testid="action-publish"]')
  await expect(button).toBeEnabled(SLOW)
  await button.click()
  await expect(button).toBeDisabled(SLOW)
}

/** Uploads a picture into the project's first Hero block, through the image's Upload menu. */
export async function uploadIntoHero(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.locator('[data-testid="field-contentBlocks"]').getByText('Hero').first().click(SLOW)
  const dialog = page.getByRole('dialog')
  const image: Locator = dialog.locator('[data-testid="image-input"]').first()
  await image.locator('[data-testid="options-menu-button"]').first().click(SLOW)
  const chooser = page.waitForEvent('filechooser', SLOW)
  await page.getByRole('menuitem', { name: 'Upload' }).click()
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: bytes })
  await expect(image.locator('img')).toHaveAttribute('src', /\/images\//, SLOW)
  await dialog.getByRole('button', { name: 'Close dialog' }).click()
  await expect(dialog).toHaveCount(0, SLOW)
}

/** The document's menu: Discard changes, confirmed. */
export async function discardChanges(page: Page): Promise<void> {
  await page.locator('[data-testid="action-menu-button"]').click(SLOW)
  await page.getByRole('menuitem', { name: 'Discard changes' }).click(SLOW)
  await page
    .getByRole('button', { name: /^Discard/ })
    .last()
    .click(SLOW)
}

/**
 * The published document's History, its oldest entry (the demo content as exported), then
 * Revert to revision, confirmed: the Studio writes that revision into the draft.
 */
export async function revertToFirstRevision(page: Page, originalTitle: string): Promise<void> {
  await page.getByRole('button', { name: 'Published' }).first().click(SLOW)
  await page.locator('[data-testid="pane-footer-document-status"]').click(SLOW)
  const history = page.getByRole('tab', { name: 'History' })
  if (await history.isVisible()) await history.click()
  const entries = page.locator('[data-testid="timeline-item-button"]')
  // The demo content's revisions date from 2025; the test's own are minutes old.
  await expect(entries.last()).toContainText('2025', SLOW)
  await entries.last().click()
  await expect(titleInput(page)).toHaveValue(originalTitle, SLOW)
  await page.getByRole('button', { name: 'Revert to revision' }).click(SLOW)
  await page.getByRole('button', { name: 'Confirm' }).click(SLOW)
}

/** From the desk: Work projects, then a new one, titled: the Studio makes its draft as it is typed. */
export async function createProject(page: Page, studio: string, title: string): Promise<void> {
  await page.goto(`${studio}/structure`)
  await page.getByText('Work projects', { exact: true }).click(SLOW)
  // The list pane's one create button (one template: a work project).
  await page.locator('[data-testid="action-intent-button"]').last().click(SLOW)
  await expect(titleInput(page)).toBeEditable(SLOW)
  await titleInput(page).fill(title)
}

/** The document's menu: Delete, confirmed (Studio 5 deletes every version of it). */
export async function deleteDocument(page: Page): Promise<void> {
  await page.locator('[data-testid="action-menu-button"]').click(SLOW)
  await page.getByRole('menuitem', { name: 'Delete' }).click(SLOW)
  await page.getByRole('button', { name: /^Delete all versions/ }).click(SLOW)
}
