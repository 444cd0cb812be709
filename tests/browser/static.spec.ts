import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe.helpers.ts'

// Every fact the two static pages must state, as the visitor reads it.
const PAGES = [
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    facts: [
      'Last updated April 27, 2023',
      'Name',
      'Email address',
      'Usage data',
      'We do not sell, rent or trade your personal information',
      'not directed to children under 13',
      'opt out',
      'compliance@studiodemo.co',
      'California',
      'confirm receipt of your request within 10 days',
      'respond within 45 days',
      'two-step verification',
      'does not respond to do-not-track signals',
    ],
  },
  {
    path: '/accessibility',
    heading: 'Accessibility Statement',
    facts: [
      'Last updated 08/28/2025',
      'partially conformant with WCAG 2.2 level AA',
      'Measures we take',
      'latest two major versions',
      'Known limitations',
      'Assessment',
      'accessibility@studiodemo.co',
      'We respond to feedback within 2 business days',
      'Escalation',
      'responds within 2 business days',
    ],
  },
] as const

/** A legal page's four checks, which read it as it is: one visit for all. */
function legalPageTests({ path, heading, facts }: (typeof PAGES)[number]): void {
  let page: Page
  test.beforeAll(async ({ browser }) => {
    // axe needs a page of a context of its own (newContext, not newPage).
    page = await (await browser.newContext()).newPage()
    await page.goto(path)
  })
  test.afterAll(async () => {
    await page?.context().close()
  })

  test('shows every fact of the spec', async () => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const text = page.locator('#main')
    for (const fact of facts) await expect(text).toContainText(fact)
  })

  test('the opt-out/contact address is a mailto link', async () => {
    const mail = page.locator('#main a[href^="mailto:"]').first()
    await expect(mail).toHaveAttribute('href', /^mailto:[a-z]+@studiodemo\.co$/)
  })

  test('the text flows into columns along the track, none cut off', async () => {
    const flow = page.locator('.legal-flow')
    const panel = await flow.boundingBox()
    const items = await flow
      .locator('.legal-item')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
    expect(panel).not.toBeNull()
    if (!panel) return
    expect(items.length).toBeGreaterThan(3)
    // More than one column, and every block inside the panel's box.
    expect(new Set(items.map((r) => Math.round(r.x))).size).toBeGreaterThan(1)
    for (const r of items) {
      expect(r.x).toBeGreaterThanOrEqual(panel.x - 1)
      expect(r.x + r.width).toBeLessThanOrEqual(panel.x + panel.width + 1)
      expect(r.y + r.height).toBeLessThanOrEqual(panel.y + panel.height + 1)
    }
  })

  test('has no axe violations', async () => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

for (const legal of PAGES) test.describe .serial(legal.path, () => legalPageTests(legal))
