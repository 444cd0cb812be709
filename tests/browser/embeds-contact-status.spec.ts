import { expect, type Locator, type Page, test } from '@playwright/test'
import { RENDER_LIMIT_MS } from '../../src/embeds/embed-status.ts'
import {
  collectConsoleErrors,
  countLogged,
  holdRequests,
  runningAnimations,
} from './embeds-helpers.ts'

// The contact form's states against a provider that hangs, refuses or answers late:
// "sent" only on the provider's confirmation, and the address whenever it cannot deliver.

const FORMS_SCRIPT = '**/lake/forms/v2.js'
const SUBMIT = '**/lake/forms/submit/**'
const INSTRUCTION = /Tell us about your project/
const FORM = '#main .contact-form'

/** A provider that defines `hbspt.forms.create` and never draws, keeping its options. */
const HUNG_PROVIDER = 'window.hbspt = { forms: { create: function (o) { window.__hung = o } } }'

const status = (form: Locator) => form.locator('.contact-form__status')

async function fillForm(form: Locator): Promise<void> {
  await expect(form.locator('form.hs-form')).toBeVisible()
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Email').fill('ada@example.com')
  await form.getByLabel('Message').fill('A brand film for spring.')
}

async function expectUnsent(page: Page, form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('data-status', 'unsent')
  await expect(status(form)).toContainText('no confirmation that your message was sent')
  await expect(status(form).getByRole('link')).toHaveAttribute('href', /^mailto:\S+@/)
  await expect(form.getByText(INSTRUCTION)).toBeVisible()
  await expect(form.locator('.submitted-message')).toHaveText('')
  await expect(form.getByLabel('Message')).toHaveValue('A brand film for spring.')
  await expect(page.getByRole('alert')).toContainText('could not be sent')
}

test('a hung form provider falls back within the limit, logs once, and a late form stays hidden', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page)
  await page.clock.install()
  await page.route(FORMS_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: HUNG_PROVIDER }),
  )
  await page.goto('/contact')
  const form = page.locator(FORM)
  await expect(status(form)).toHaveText('Loading the form…')
  await page.waitForFunction(() => '__hung' in window)
  expect(await runningAnimations(page, FORM)).toBeGreaterThan(0)

  await page.clock.fastForward(RENDER_LIMIT_MS)
  await expect(status(form)).toContainText("The form didn't load")
  await expect(status(form).getByRole('link')).toHaveAttribute('href', /^mailto:\S+@/)
  await expect(form.getByText('Loading the form…')).toHaveCount(0)
  // WCAG 2.2.2: nothing keeps moving once nothing is loading.
  expect(await runningAnimations(page, FORM)).toBe(0)
  await page.clock.fastForward(RENDER_LIMIT_MS * 6)
  expect(countLogged(errors, 'Contact form failed to load:')).toBe(1)

  // The provider draws after all: the fallback stays, the form never shows beside it.
  await page.evaluate(() => {
    const options = (
      window as unknown as { __hung: { target: string; onFormReady(f: unknown): void } }
    ).__hung
    const late = document.createElement('form')
    late.className = 'hs-form'
    late.innerHTML = '<label>Email <input name="email"></label>'
    document.querySelector(options.target)?.append(late)
    options.onFormReady([late])
  })
  await expect(form.locator('form.hs-form')).toBeHidden()
  await expect(form.getByRole('textbox')).toHaveCount(0)
  await expect(status(form)).toContainText("The form didn't load")
})

test('a submission the lake refuses (500, then 429) never reads as sent', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const answers = [500, 429]
  await page.route(SUBMIT, (route) =>
    route.fulfill({ status: answers.shift() ?? 500, json: { message: 'Refused by the test' } }),
  )
  await page.goto('/contact')
  const form = page.locator(FORM)
  await fillForm(form)
  for (const failures of [1, 2]) {
    await form.getByRole('button', { name: 'Submit' }).click()
    await expectUnsent(page, form)
    expect(countLogged(errors, 'Contact form was not sent:')).toBe(failures)
  }
})

test("a submission reads as sent after the provider's answer, not before", async ({ page }) => {
  const held = await holdRequests(page, SUBMIT)
  await page.goto('/contact')
  const form = page.locator(FORM)
  await fillForm(form)
  const posted = page.waitForRequest(SUBMIT)
  await form.getByRole('button', { name: 'Submit' }).click()
  await posted
  await expect(form).toHaveAttribute('data-status', 'sending')
  await expect(status(form)).toHaveText('Sending your message…')
  await expect(form.getByText(INSTRUCTION)).toBeVisible()
  await expect(form.locator('.submitted-message')).toHaveText('')

  held.release()
  await expect(form.locator('.submitted-message')).toContainText('Thanks')
  await expect(form).toHaveAttribute('data-status', 'sent')
  await expect(form.getByText(INSTRUCTION)).toHaveCount(0)
  await expect(status(form)).toHaveText('')
})
