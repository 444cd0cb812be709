import { DEFAULT_STUDIO_ORIGINS } from '../lake/config.ts'
import type { Settings } from '../src/content/settings.ts'
import { type Directive, embedSources, mergeSources, type Sources } from './csp-providers.ts'
import { isLoopbackHost } from './host-build.ts'

/**
 * The response headers every page and file gets, derived from the build settings so
 * the policy names exactly the hosts this build talks to. Written once, into the
 * build's `_headers` (read by Netlify and Cloudflare Pages), and served from that same
 * file by `npm start`, so tests see what production sends.
 */

/** The origin of an absolute http(s) URL; null for a same-origin path or anything else. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Where @sanity/client sends queries: the project's own subdomain on Sanity's API host. */
function apiOrigin(s: Settings): string | null {
  const origin = originOf(s.apiHost)
  if (origin === 'https://api.sanity.io') return `https://${s.projectId}.api.sanity.io`
  return origin
}

export interface PolicyInput {
  settings: Settings
  /** Image origins the social feed used at build time (its thumbnails). */
  feedImageOrigins?: readonly string[]
  /** Origins that may frame the site (studioFrameOrigins); none by default. */
  frameAncestors?: readonly string[]
}

/**
 * Who may show the site in a frame: the Studio whose Presentation tool previews it, and
 * nobody else. `STUDIO_URL` names that Studio (origins, comma-separated; a
 * deployed Studio's URL); without it, a local build (its site URL on this machine) lets the
 * local Studio of `npm run studio` frame it, and any other build nobody. Not a `VITE_`
 * setting: only the headers read it, and the pages' scripts stay the same with it.
 */
export function studioFrameOrigins(env: Record<string, string | undefined>, siteUrl: string) {
  const value = env.STUDIO_URL?.trim()
  if (!value) return isLoopbackHost(siteUrl) ? [...DEFAULT_STUDIO_ORIGINS] : []
  return value.split(',').map((url) => {
    const origin = originOf(url.trim())
    if (!origin) {
      throw new Error(`STUDIO_URL must list http(s) URLs, not "${url.trim()}"`)
    }
    return origin
  })
}

/** The Reporting API group the policy's `report-to` names (the `Reporting-Endpoints` header). */
const REPORT_GROUP = 'csp-endpoint'

/**
 * Where violations are reported, checked: it goes into a header, so it must be an
 * http(s) URL or a path on the site, with nothing that would end the directive.
 */
function reportUrl(s: Settings): string | null {
  const url = s.cspReportUrl
  if (url === null) return null
  if (!/^(https?:\/\/[^\s"';,]+|\/[^\s"';,]*)$/i.test(url)) {
    throw new Error(
      `VITE_CSP_REPORT_URL must be an http(s) URL or a path on the site (or "off"), not "${url}"`,
    )
  }
  return url
}

/**
 * Chromium sends `report-to` reports only from https pages, and ignores `report-uri`
 * once `report-to` is present: over http (`npm start`) only `report-uri` is given.
 */
const usesReportingApi = (s: Settings) => s.siteUrl.startsWith('https://')

/** The Content Security Policy for a build. */
export function contentSecurityPolicy({
  settings: s,
  feedImageOrigins = [],
  frameAncestors = [],
}: PolicyInput): string {
  const asset = originOf(s.assetHost)
  const api = apiOrigin(s)
  const feed = originOf(s.socialFeedUrl)
  const forms = originOf(s.formsScriptUrl)
  const board = originOf(s.jobBoardScriptUrl)
  const report = reportUrl(s)
  const policy: Required<Sources> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React writes style attributes (aspect ratios, colours) into the prerendered HTML.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'report-uri': report ? [report] : [],
    'report-to': report && usesReportingApi(s) ? [REPORT_GROUP] : [],
  }
  const add = (directive: Directive, ...values: (string | null)[]) => {
    for (const value of values) {
      if (value && !policy[directive].includes(value)) policy[directive].push(value)
    }
  }
  // The lake's embeds fetch their data from where their script came from.
  add('connect-src', api, feed, board, forms)
  // WebGL textures are fetched images; the reel and video blocks are files on the CDN.
  add('img-src', asset, ...feedImageOrigins)
  add('connect-src', asset)
  add('media-src', asset)
  const embeds = mergeSources(
    embedSources(s.formsScriptUrl, s),
    embedSources(s.jobBoardScriptUrl, s),
  )
  for (const [directive, values] of Object.entries(embeds) as [Directive, string[]][]) {
    add(directive, ...values)
  }
  return Object.entries(policy)
    .filter(([, values]) => values.length > 0)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ')
}

/** Every security header, by name. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)',
    // Browsers that know `frame-ancestors` ignore this (the HTML standard says so), and the
    // policy above is what admits the Studio; older ones deny every frame.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (input.settings.siteUrl.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  const report = reportUrl(input.settings)
  if (report && usesReportingApi(input.settings)) {
    headers['Reporting-Endpoints'] = `${REPORT_GROUP}="${report}"`
  }
  return headers
}

export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/** Hashed build assets never change under their name. */
export const IMMUTABLE: HeaderRule = {
  pattern: '/assets/*',
  headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
}

/** The `_headers` file: a path pattern, then its headers indented below it. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map(
      (rule) =>
        `${rule.pattern}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}`,
    )
    .join('\n\n')}\n`
}

/** Reads a `_headers` file as written above (comments and blank lines allowed). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const at = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return rules
}

/** Does a `_headers` pattern (`/*` splat, else exact) match a path? */
function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1))
  return pathname === pattern
}

/** The headers a path gets: every matching rule, later ones adding to earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) if (matches(rule.pattern, pathname)) Object.assign(out, rule.headers)
  return out
}
