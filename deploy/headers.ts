import type { Settings } from '../src/content/settings.ts'

/**
 * The response headers every page and file gets, derived from the build settings so
 * the policy names exactly the hosts this build talks to. Written once, into the
 * build's `_headers` (read by Netlify and Cloudflare Pages), and served from that same
 * file by `npm start`, so tests see what production sends.
 */

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'media-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'form-action'
  | 'frame-ancestors'
  | 'base-uri'
  | 'object-src'
  | 'manifest-src'

type Sources = Partial<Record<Directive, string[]>>

/**
 * What each known embed provider loads beyond its own script, from the providers'
 * documentation: HubSpot's form posts to and frames from its form hosts and, with
 * reCAPTCHA on, Google's; Greenhouse's board is an iframe on its boards hosts.
 */
const PROVIDERS: { test: RegExp; sources: Sources }[] = [
  {
    test: /(^|\.)(hsforms\.(net|com)|hubspot\.com|hs-scripts\.com)$/,
    sources: {
      'script-src': [
        'https://*.hsforms.net',
        'https://*.hubspot.com',
        'https://www.google.com',
        'https://www.gstatic.com',
      ],
      'connect-src': ['https://*.hsforms.com', 'https://*.hsforms.net', 'https://*.hubspot.com'],
      'img-src': ['https://*.hsforms.com', 'https://*.hsforms.net', 'https://*.hubspot.com'],
      'frame-src': ['https://*.hsforms.net', 'https://*.hsforms.com', 'https://www.google.com'],
      'form-action': ['https://*.hsforms.com', 'https://*.hubspot.com'],
    },
  },
  {
    test: /(^|\.)greenhouse\.io$/,
    sources: {
      'frame-src': ['https://boards.greenhouse.io', 'https://job-boards.greenhouse.io'],
    },
  },
]

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
}

/** The Content Security Policy for a build. */
export function contentSecurityPolicy({ settings: s, feedImageOrigins = [] }: PolicyInput): string {
  const asset = originOf(s.assetHost)
  const api = apiOrigin(s)
  const feed = originOf(s.socialFeedUrl)
  const forms = originOf(s.formsScriptUrl)
  const board = originOf(s.jobBoardScriptUrl)
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
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  const add = (directive: Directive, ...values: (string | null)[]) => {
    for (const value of values) {
      if (value && !policy[directive].includes(value)) policy[directive].push(value)
    }
  }
  add('connect-src', api, feed, board, forms)
  // WebGL textures are fetched images; the reel and video blocks are files on the CDN.
  add('img-src', asset, ...feedImageOrigins)
  add('connect-src', asset)
  add('media-src', asset)
  add('script-src', forms, board)
  for (const host of [forms, board]) {
    if (!host) continue
    const hostname = new URL(host).hostname
    for (const provider of PROVIDERS) {
      if (!provider.test.test(hostname)) continue
      for (const [directive, values] of Object.entries(provider.sources)) {
        add(directive as Directive, ...values)
      }
    }
  }
  return Object.entries(policy)
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
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (input.settings.siteUrl.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
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
