import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rule sets the site answers to: WCAG 2.2 level AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, each with up to five of its nodes
 * and why they fail: `expect(await axeViolations(page)).toEqual([])` prints them when not.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
  }))
}
