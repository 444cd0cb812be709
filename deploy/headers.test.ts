import { describe, expect, it } from 'vitest'
import { readSettings } from '../src/content/settings.ts'
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  IMMUTABLE,
  parseHeadersFile,
  securityHeaders,
  studioFrameOrigins,
} from './headers.ts'

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('Content Security Policy', () => {
  it('allows only the site itself when everything is the embedded lake', () => {
    const csp = directives(contentSecurityPolicy({ settings: readSettings({}) }))
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
  })

  it("names the project's API host, the CDN and the embed providers of the build settings", () => {
    const settings = readSettings({
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_SOCIAL_FEED_URL: 'https://feeds.example.org/studio.json',
      VITE_FORMS_SCRIPT_URL: 'https://js.hsforms.net/forms/embed/v2.js',
      VITE_JOB_BOARD_SCRIPT_URL: 'https://boards.greenhouse.io/embed/job_board/js?for=studio',
    })
    const csp = directives(
      contentSecurityPolicy({ settings, feedImageOrigins: ['https://scontent.cdninstagram.com'] }),
    )
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://abc123.api.sanity.io',
        'https://feeds.example.org',
        'https://cdn.sanity.io',
      ]),
    )
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(['https://cdn.sanity.io', 'https://scontent.cdninstagram.com']),
    )
    expect(csp['media-src']).toContain('https://cdn.sanity.io')
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://js.hsforms.net',
        'https://boards.greenhouse.io/embed/job_board/js',
      ]),
    )
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://boards.greenhouse.io', 'https://job-boards.greenhouse.io']),
    )
    expect(csp['connect-src']).toContain('https://forms.hsforms.com')
    expect(csp['form-action']).toContain('https://forms.hsforms.com')
    // Never a wildcard for scripts, never inline script.
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['script-src']?.some((s) => s === '*' || s === 'https:')).toBe(false)
  })

  it('sends every content request to VITE_SANITY_API_HOST and allows only that', () => {
    const settings = readSettings({
      VITE_SANITY_PROJECT_ID: 'abc',
      VITE_SANITY_API_HOST: 'http://127.0.0.1:7777',
    })
    const csp = directives(contentSecurityPolicy({ settings }))
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:7777'])
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:7777'])
    expect(csp['img-src']).toContain('http://127.0.0.1:7777')
  })
})

describe('who may frame the site', () => {
  const local = readSettings({})
  const deployed = readSettings({ VITE_SITE_URL: 'https://studio.example' })
  const ancestors = (env: Record<string, string>, settings = local) =>
    directives(
      contentSecurityPolicy({
        settings,
        frameAncestors: studioFrameOrigins(env, settings.siteUrl),
      }),
    )['frame-ancestors']

  it('lets the local Studio (npm run studio) frame a local build, and nothing else', () => {
    expect(ancestors({})).toEqual(['http://localhost:3333', 'http://127.0.0.1:3333'])
    expect(ancestors({}, readSettings({ VITE_SITE_URL: 'http://127.0.0.1:4000' }))).toEqual([
      'http://localhost:3333',
      'http://127.0.0.1:3333',
    ])
  })

  it('lets no one frame a deployed build unless STUDIO_URL names its Studio', () => {
    expect(ancestors({}, deployed)).toEqual(["'none'"])
    const studio = { STUDIO_URL: 'https://acme.sanity.studio/structure' }
    expect(ancestors(studio, deployed)).toEqual(['https://acme.sanity.studio'])
    // The setting replaces the local default: a Studio on another port, say.
    expect(ancestors({ STUDIO_URL: 'http://localhost:3334, http://127.0.0.1:3334' })).toEqual([
      'http://localhost:3334',
      'http://127.0.0.1:3334',
    ])
  })

  it('refuses a setting that is not an http(s) URL (it goes into a header)', () => {
    for (const value of ['acme.sanity.studio', "https://a.example; script-src 'unsafe-inline'"]) {
      expect(() => studioFrameOrigins({ STUDIO_URL: value }, local.siteUrl)).toThrow(/STUDIO_URL/)
    }
  })

  it('keeps X-Frame-Options DENY: browsers that know frame-ancestors follow the policy', () => {
    const headers = securityHeaders({ settings: local, frameAncestors: ['http://localhost:3333'] })
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors http://localhost:3333;')
  })
})

describe('security headers', () => {
  it('sets the policy, nosniff, referrer, permissions and framing', () => {
    const headers = securityHeaders({ settings: readSettings({}) })
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Permissions-Policy']).toContain('fullscreen=(self)')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Strict-Transport-Security']).toBeUndefined()
    const https = securityHeaders({
      settings: readSettings({ VITE_SITE_URL: 'https://studio.example' }),
    })
    expect(https['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })

  it('round-trips through the _headers file, and matches rules by path', () => {
    const rules = [{ pattern: '/*', headers: { 'X-A': '1', 'X-B': 'two words' } }, IMMUTABLE]
    const parsed = parseHeadersFile(`# built\n${formatHeadersFile(rules)}`)
    expect(parsed).toEqual(rules)
    expect(headersFor(parsed, '/about')).toEqual({ 'X-A': '1', 'X-B': 'two words' })
    expect(headersFor(parsed, '/assets/x.js')['Cache-Control']).toContain('immutable')
  })
})
