// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createReportBudget,
  MAX_REPORT_BODY,
  REPORTS_PER_MINUTE,
  violationLines,
} from '../../lake/csp-report.ts'
import type { LakeLogger } from '../../lake/http.ts'
import { createFixture, type Fixture, type RunningLake, startLake } from './lake-fixture.ts'

let fixture: Fixture
let lake: RunningLake
const logged: string[] = []
const logger: LakeLogger = { info() {}, error: (message) => logged.push(message) }

beforeAll(async () => {
  fixture = await createFixture()
  lake = await startLake(fixture, { logger })
})
afterAll(async () => {
  await lake?.close()
  await fixture?.cleanup()
})

const post = (body: string, type: string) =>
  fetch(`${lake.url}/lake/csp-report`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  })

// As Chromium sends them: report-uri's format, then the Reporting API's.
const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost:5317/contact',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'source-file': 'http://localhost:5317/assets/index.js',
    'line-number': 12,
  },
}
const BATCH = [
  {
    type: 'csp-violation',
    url: 'https://studio.example/',
    body: {
      documentURL: 'https://studio.example/',
      effectiveDirective: 'img-src',
      blockedURL: 'https://tracker.example/p.gif',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
]

describe('POST /lake/csp-report', () => {
  it('logs a report-uri report and answers 204', async () => {
    logged.length = 0
    const response = await post(JSON.stringify(LEGACY), 'application/csp-report')
    expect(response.status).toBe(204)
    expect(logged).toEqual([
      'CSP violation: script-src-elem blocked https://evil.example/x.js on http://localhost:5317/contact (http://localhost:5317/assets/index.js:12)',
    ])
  })

  it('logs each csp-violation of a Reporting API batch', async () => {
    logged.length = 0
    expect((await post(JSON.stringify(BATCH), 'application/reports+json')).status).toBe(204)
    expect(logged).toEqual([
      'CSP violation: img-src blocked https://tracker.example/p.gif on https://studio.example/',
    ])
  })

  it('refuses what is not a report', async () => {
    expect((await post('x'.repeat(MAX_REPORT_BODY + 1), 'application/csp-report')).status).toBe(413)
    expect((await post('{}', 'text/plain')).status).toBe(415)
    expect((await post('{nope', 'application/json')).status).toBe(400)
    expect((await fetch(`${lake.url}/lake/csp-report`)).status).toBe(405)
  })
})

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
