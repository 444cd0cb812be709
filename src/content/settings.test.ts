import { describe, expect, it } from 'vitest'
import { clientConfig } from './client.ts'
import { readSettings } from './settings.ts'

describe('readSettings', () => {
  it('points everything at the same-origin lake when nothing is set', () => {
    const s = readSettings({})
    expect(s.projectId).toBe('studiodemo')
    expect(s.dataset).toBe('production')
    expect(s.apiHost).toBeNull()
    expect(s.assetHost).toBeNull()
    expect(s.socialFeedUrl).toBe('/lake/social-feed.json')
    expect(clientConfig(s, 'http://localhost:5317')).toMatchObject({
      apiHost: 'http://localhost:5317',
      useProjectHostname: false,
      useCdn: false,
      apiVersion: '2025-08-08',
    })
  })
  it('sends content, assets and embeds to VITE_SANITY_API_HOST', () => {
    const s = readSettings({
      VITE_SANITY_API_HOST: 'http://127.0.0.1:7777/',
      VITE_SANITY_PROJECT_ID: 'abc',
    })
    expect(s.apiHost).toBe('http://127.0.0.1:7777')
    expect(s.assetHost).toBe('http://127.0.0.1:7777')
    expect(s.jobBoardScriptUrl).toBe('http://127.0.0.1:7777/lake/job-board.js')
    expect(clientConfig(s, 'http://elsewhere')).toMatchObject({
      apiHost: 'http://127.0.0.1:7777',
      projectId: 'abc',
    })
  })
  it('uses Sanity hosts for a real project id without a host', () => {
    const s = readSettings({ VITE_SANITY_PROJECT_ID: 'abc123', VITE_SANITY_DATASET: 'staging' })
    expect(s.assetHost).toBe('https://cdn.sanity.io')
    expect(s.dataset).toBe('staging')
    expect(clientConfig(s, 'http://x')).not.toHaveProperty('apiHost')
  })
  it('leaves reCAPTCHA out unless VITE_FORMS_RECAPTCHA turns it on', () => {
    expect(readSettings({}).formsRecaptcha).toBe(false)
    expect(readSettings({ VITE_FORMS_RECAPTCHA: 'false' }).formsRecaptcha).toBe(false)
    expect(readSettings({ VITE_FORMS_RECAPTCHA: 'true' }).formsRecaptcha).toBe(true)
    expect(readSettings({ VITE_FORMS_RECAPTCHA: '1' }).formsRecaptcha).toBe(true)
  })
  it('reports policy violations to the lake that serves the site, unless told otherwise', () => {
    expect(readSettings({}).cspReportUrl).toBe('/lake/csp-report')
    const custom = readSettings({ VITE_SANITY_API_HOST: 'http://127.0.0.1:7777' })
    expect(custom.cspReportUrl).toBe('http://127.0.0.1:7777/lake/csp-report')
    expect(readSettings({ VITE_SANITY_PROJECT_ID: 'abc123' }).cspReportUrl).toBeNull()
    const set = readSettings({
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_CSP_REPORT_URL: 'https://r.example/csp',
    })
    expect(set.cspReportUrl).toBe('https://r.example/csp')
    expect(readSettings({ VITE_CSP_REPORT_URL: 'off' }).cspReportUrl).toBeNull()
  })
})
