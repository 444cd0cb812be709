/** The demo project served by the embedded content lake. */
const DEMO_PROJECT_ID = 'studiodemo'
export const API_VERSION = '2025-08-08'
/** Where `npm start` serves the site: canonical URLs point here until VITE_SITE_URL is set. */
const DEFAULT_SITE_URL = 'http://localhost:5317'

export interface Settings {
  /** The site's public origin, for canonical and share URLs, the sitemap and robots.txt. */
  siteUrl: string
  projectId: string
  dataset: string
  /** Base URL for content queries; null means the lake on the page's own origin. */
  apiHost: string | null
  /** Base URL for image and file URLs; null means root-relative URLs on the page's origin. */
  assetHost: string | null
  socialFeedUrl: string
  jobBoardScriptUrl: string
  formsScriptUrl: string
  formsRegion: string
  formsPortalId: string
  formsFormId: string
  /** The HubSpot form uses reCAPTCHA: the policy then admits Google's reCAPTCHA paths. */
  formsRecaptcha: boolean
  /** Where browsers report policy violations; null reports nowhere. */
  cspReportUrl: string | null
}

type Env = Partial<Record<string, string | boolean | undefined>>

function read(env: Env, key: string): string | undefined {
  const value = env[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

const flag = (env: Env, key: string) => /^(1|true|on|yes)$/i.test(read(env, key) ?? '')

/**
 * The lake logs violation reports at `/lake/csp-report` wherever it serves the site; a
 * build for Sanity's own hosts has no lake, so it reports only where it is told to
 * (`off` turns reporting off).
 */
function cspReportUrl(env: Env, lakeBase: string | null): string | null {
  const value = read(env, 'VITE_CSP_REPORT_URL')
  if (value?.toLowerCase() === 'off') return null
  return value ?? (lakeBase === null ? null : `${lakeBase}/lake/csp-report`)
}

/**
 * Build-time settings (README.md). With no project id the site talks to the
 * embedded lake; `VITE_SANITY_API_HOST` replaces both Sanity's API and CDN hosts, and
 * the lake-served embeds follow it so one host answers everything.
 */
export function readSettings(env: Env): Settings {
  const projectId = read(env, 'VITE_SANITY_PROJECT_ID')
  const customHost = read(env, 'VITE_SANITY_API_HOST')?.replace(/\/+$/, '')
  const lakeBase = customHost ?? ''
  return {
    siteUrl: read(env, 'VITE_SITE_URL')?.replace(/\/+$/, '') ?? DEFAULT_SITE_URL,
    projectId: projectId ?? DEMO_PROJECT_ID,
    dataset: read(env, 'VITE_SANITY_DATASET') ?? 'production',
    apiHost: customHost ?? (projectId ? 'https://api.sanity.io' : null),
    assetHost: customHost ?? (projectId ? 'https://cdn.sanity.io' : null),
    socialFeedUrl: read(env, 'VITE_SOCIAL_FEED_URL') ?? `${lakeBase}/lake/social-feed.json`,
    jobBoardScriptUrl: read(env, 'VITE_JOB_BOARD_SCRIPT_URL') ?? `${lakeBase}/lake/job-board.js`,
    formsScriptUrl: read(env, 'VITE_FORMS_SCRIPT_URL') ?? `${lakeBase}/lake/forms/v2.js`,
    formsRegion: read(env, 'VITE_FORMS_REGION') ?? 'na1',
    formsPortalId: read(env, 'VITE_FORMS_PORTAL_ID') ?? '4820177',
    formsFormId: read(env, 'VITE_FORMS_FORM_ID') ?? 'studio-contact',
    formsRecaptcha: flag(env, 'VITE_FORMS_RECAPTCHA'),
    cspReportUrl: cspReportUrl(env, projectId && !customHost ? null : lakeBase),
  }
}

export const settings: Settings = readSettings(import.meta.env)
