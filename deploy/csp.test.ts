import { describe, expect, it } from 'vitest'
import { readSettings } from '../src/content/settings.ts'
import { contentSecurityPolicy, securityHeaders } from './headers.ts'

const SITE = 'https://studio.example'

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

/**
 * Does a source list admit a URL (CSP3 source matching, enough for the sources this
 * build writes: 'self', scheme://host[:port] with an optional `*.` and a path, where
 * a path ending in `/` is a prefix and any other path must match exactly)?
 */
function admits(sources: readonly string[], href: string): boolean {
  const url = new URL(href)
  return sources.some((source) => {
    if (source === "'self'") return url.origin === SITE
    const m = /^(https?):\/\/(\*\.)?([^/:]+)(:\d+)?(\/.*)?$/.exec(source)
    if (!m) return false
    const [, scheme, wildcard, host = '', port, path] = m
    if (url.protocol !== `${scheme}:`) return false
    const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host
    if (!hostOk || (port ?? '') !== (url.port ? `:${url.port}` : '')) return false
    if (!path) return true
    return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path
  })
}

const PROVIDERS = {
  VITE_SANITY_PROJECT_ID: 'abc123',
  VITE_SITE_URL: SITE,
  VITE_FORMS_SCRIPT_URL: 'https://js.hsforms.net/forms/embed/v2.js',
  VITE_JOB_BOARD_SCRIPT_URL: 'https://boards.greenhouse.io/embed/job_board/js?for=studio',
}

const scriptSources = (env: Record<string, string>) =>
  directives(contentSecurityPolicy({ settings: readSettings(env) }))['script-src'] ?? []

// Script URLs on allowed-looking hosts that answer with attacker-chosen code: JSONP
// endpoints (www.google.com, HubSpot's API hosts) and old libraries that run markup.
const GADGETS = [
  'https://www.google.com/complete/search?client=chrome&jsonp=alert',
  'https://accounts.google.com/o/oauth2/revoke?callback=alert',
  'https://api.hubspot.com/livechat-public/v1/message/public?callback=alert',
  'https://app.hubspot.com/content-tools-menu/api/v1/tools-menu/has-permission?callback=alert',
  'https://forms.hubspot.com/embed/v3/form/1/2?callback=alert',
  'https://www.gstatic.com/fsn/angular_js-bundle1.js',
  'https://boards.greenhouse.io/embed/job_board?for=x&callback=alert',
]

describe('script-src with the providers on', () => {
  for (const recaptcha of ['false', 'true']) {
    it(`admits no known JSONP or library gadget (reCAPTCHA ${recaptcha})`, () => {
      const sources = scriptSources({ ...PROVIDERS, VITE_FORMS_RECAPTCHA: recaptcha })
      for (const gadget of GADGETS) expect(admits(sources, gadget), gadget).toBe(false)
      expect(sources.filter((s) => s.includes('*'))).toEqual([])
    })
  }

  it('admits the two embed scripts and what HubSpot loads from its own host', () => {
    const sources = scriptSources(PROVIDERS)
    expect(admits(sources, PROVIDERS.VITE_FORMS_SCRIPT_URL)).toBe(true)
    expect(admits(sources, 'https://js.hsforms.net/forms/embed/v2-legacy.js')).toBe(true)
    expect(admits(sources, PROVIDERS.VITE_JOB_BOARD_SCRIPT_URL)).toBe(true)
    expect(admits(sources, 'https://www.google.com/recaptcha/api.js')).toBe(false)
  })

  it("admits reCAPTCHA's paths, and only them, when the form uses it", () => {
    const env = { ...PROVIDERS, VITE_FORMS_RECAPTCHA: 'true' }
    const sources = scriptSources(env)
    expect(admits(sources, 'https://www.google.com/recaptcha/api.js')).toBe(true)
    expect(admits(sources, 'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js')).toBe(
      true,
    )
    const frames = directives(contentSecurityPolicy({ settings: readSettings(env) }))['frame-src']
    expect(admits(frames ?? [], 'https://www.google.com/recaptcha/api2/anchor?k=1')).toBe(true)
    expect(admits(frames ?? [], 'https://www.google.com/maps/embed')).toBe(false)
  })

  it("names the portal's regional form host, never a HubSpot wildcard", () => {
    const policy = contentSecurityPolicy({
      settings: readSettings({ ...PROVIDERS, VITE_FORMS_REGION: 'eu1' }),
    })
    expect(directives(policy)['connect-src']).toContain('https://forms-eu1.hsforms.com')
    expect(policy).not.toMatch(/\*\.(hubspot|hsforms)\./)
    expect(policy).not.toMatch(/https:\/\/www\.google\.com(\s|;|$)/)
  })
})

describe('violation reports', () => {
  const report = (env: Record<string, string>) => {
    const settings = readSettings(env)
    const csp = directives(contentSecurityPolicy({ settings }))
    return {
      uri: csp['report-uri'],
      to: csp['report-to'],
      endpoints: securityHeaders({ settings })['Reporting-Endpoints'],
    }
  }

  it('go to the lake by report-uri alone over http (npm start)', () => {
    expect(report({})).toEqual({ uri: ['/lake/csp-report'], to: undefined, endpoints: undefined })
  })

  it('also go by report-to on an https site, through Reporting-Endpoints', () => {
    expect(report({ VITE_SITE_URL: SITE })).toEqual({
      uri: ['/lake/csp-report'],
      to: ['csp-endpoint'],
      endpoints: 'csp-endpoint="/lake/csp-report"',
    })
  })

  it('go where VITE_CSP_REPORT_URL says, or nowhere', () => {
    const url = 'https://reports.example/csp'
    expect(report({ VITE_SITE_URL: SITE, VITE_CSP_REPORT_URL: url }).uri).toEqual([url])
    expect(report({ VITE_CSP_REPORT_URL: 'off' })).toEqual({
      uri: undefined,
      to: undefined,
      endpoints: undefined,
    })
    // Sanity's own hosts serve no lake: nothing to report to unless told.
    expect(report({ VITE_SANITY_PROJECT_ID: 'abc123', VITE_SITE_URL: SITE }).uri).toBeUndefined()
  })

  it('refuses a report URL that would break out of the header', () => {
    const settings = readSettings({
      VITE_CSP_REPORT_URL: "https://x.example/r; script-src 'unsafe-inline'",
    })
    expect(() => contentSecurityPolicy({ settings })).toThrow(/VITE_CSP_REPORT_URL/)
  })
})
