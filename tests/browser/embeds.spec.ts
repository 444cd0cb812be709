import { expect, type Locator, type Page, test } from '@playwright/test'
import { axeViolations } from './axe.helpers.ts'
import {
  collectConsoleErrors,
  countRequests,
  holdRequests,
  navigateViaMenu,
  submissionLog,
} from './embeds-helpers.ts'

const FORMS_SCRIPT = '/lake/forms/v2.js'
const INSTRUCTION = /Tell us about your project/

function contactForm(page: Page): Locator {
  return page.locator('#main .contact-form')
}

/** Waits for the provider's form and checks the 100/500-character caps on every field. */
async function expectCappedForm(form: Locator): Promise<void> {
  await expect(form.locator('form.hs-form')).toBeVisible()
  await expect(form.locator('[role=status]', { hasText: 'Loading' })).toHaveCount(0)
  const inputs = form.locator('form.hs-form input')
  expect(await inputs.count()).toBeGreaterThan(0)
  for (const input of await inputs.all()) await expect(input).toHaveJSProperty('maxLength', 100)
  const textareas = form.locator('form.hs-form textarea')
  expect(await textareas.count()).toBeGreaterThan(0)
  for (const area of await textareas.all()) await expect(area).toHaveJSProperty('maxLength', 500)
}

/** Fills the required fields, submits, and checks the thank-you, the hidden instruction and the lake. */
async function submitAndExpectThanks(page: Page, form: Locator): Promise<void> {
  const email = `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('We need a brand film for a spring launch.')
  await expect(form.getByText(INSTRUCTION)).toBeVisible()
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/lake/forms/submit/'),
  )
  await form.getByRole('button', { name: 'Submit' }).click()
  const request = await posted
  expect(request.postData()).toContain(email)
  await expect(form.locator('.submitted-message')).toContainText('Thanks')
  await expect(form.getByText(INSTRUCTION)).toHaveCount(0)
  await expect.poll(() => submissionLog().includes(email)).toBe(true)
}

test.describe('contact form', () => {
  test('shows a loading state, then the provider form with capped fields on /contact', async ({
    page,
  }) => {
    const script = await holdRequests(page, `**${FORMS_SCRIPT}`)
    await page.goto('/contact')
    const form = contactForm(page)
    await expect(form.getByRole('status')).toHaveText(/Loading the form/)
    await expect(form.getByText(INSTRUCTION)).toBeVisible()
    script.release()
    await expectCappedForm(form)
  })

  test('keeps at most 100 characters in an input and 500 in a textarea', async ({ page }) => {
    await page.goto('/contact')
    const form = contactForm(page)
    await expectCappedForm(form)
    const name = form.getByLabel('First name')
    await name.click()
    await name.pressSequentially('n'.repeat(150))
    await expect(name).toHaveValue('n'.repeat(100))
    const message = form.getByLabel('Message')
    await message.click()
    await page.keyboard.insertText('m'.repeat(600))
    await expect(message).toHaveValue('m'.repeat(500))
  })

  test('submits to the lake, shows the thank-you and hides the instruction', async ({ page }) => {
    await page.goto('/contact')
    const form = contactForm(page)
    await expectCappedForm(form)
    await submitAndExpectThanks(page, form)
  })

  test('appears in the home page contact section, capped', async ({ page }) => {
    await page.goto('/')
    await expectCappedForm(contactForm(page))
  })

  test('loads the script once per page life and works again after navigating back', async ({
    page,
  }) => {
    const script = countRequests(page, FORMS_SCRIPT)
    await page.goto('/contact')
    await expectCappedForm(contactForm(page))
    await navigateViaMenu(page, '/about')
    await expect(contactForm(page)).toHaveCount(0)
    await navigateViaMenu(page, '/contact')
    const form = contactForm(page)
    await expectCappedForm(form)
    await expect(form.locator('form.hs-form')).toHaveCount(1)
    await submitAndExpectThanks(page, form)
    expect(script.count()).toBe(1)
  })

  test('falls back to an email link and logs an error when the script fails', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.route(`**${FORMS_SCRIPT}`, (route) => route.abort())
    await page.goto('/contact')
    const form = contactForm(page)
    await expect(form.getByText(/The form didn't load/)).toBeVisible()
    await expect(form.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect
      .poll(() => errors.some((e) => e.includes('Contact form failed to load')))
      .toBe(true)
  })

  test('/contact has no axe violations once the form is ready', async ({ page }) => {
    await page.goto('/contact')
    await expectCappedForm(contactForm(page))
    expect(await axeViolations(page)).toEqual([])
  })
})
