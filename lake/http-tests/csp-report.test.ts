// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LakeLogger } from '../index.ts'
import { CSP_REPORT_LIMITS } from '../limits.ts'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

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
    expect(
      (await post('x'.repeat(CSP_REPORT_LIMITS.bodyBytes + 1), 'application/csp-report')).status,
    ).toBe(413)
    expect((await post('{}', 'text/plain')).status).toBe(415)
    expect((await post('{nope', 'application/json')).status).toBe(400)
    expect((await fetch(`${lake.url}/lake/csp-report`)).status).toBe(405)
  })
})
