// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CSP_REPORT_LIMITS } from '../limits.ts'
import { createReportBudget, violationLines } from './csp-report.ts'

const REPORTS_PER_MINUTE = CSP_REPORT_LIMITS.perMinute

describe('violation lines', () => {
  it('keep to one bounded line whatever the sender wrote', () => {
    const [line] = violationLines({
      'csp-report': {
        'effective-directive': 'img-src\nCSP violation: forged',
        'blocked-uri': `https://x.example/${'a'.repeat(5000)}`,
        'document-uri': { not: 'a string' },
      },
    })
    expect(line).not.toContain('\n')
    expect(line?.length).toBeLessThan(500)
    expect(line).toContain(' on -')
    expect(violationLines('nonsense')).toEqual([])
  })

  it(`log at most ${REPORTS_PER_MINUTE} a minute, then say how many were left out`, () => {
    let clock = 0
    const budget = createReportBudget(REPORTS_PER_MINUTE, () => clock)
    const lines = Array.from({ length: 50 }, (_, i) => `line ${i}`)
    expect(budget.take(lines)).toHaveLength(REPORTS_PER_MINUTE)
    expect(budget.take(['more'])).toEqual([])
    clock += 60_000
    expect(budget.take(['next'])).toEqual([
      `21 more reports were not logged (over ${REPORTS_PER_MINUTE} a minute)`,
      'next',
    ])
  })
})
