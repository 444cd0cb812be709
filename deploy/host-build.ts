type Env = Record<string, string | undefined>

const read = (env: Env, key: string) => env[key]?.trim() || undefined

/**
 * The static host a build is for, or null for a local build (`npm start`, `npm test`,
 * `npm run build` on a workstation), which may use the embedded lake. Netlify and
 * Cloudflare Pages say so in their build environment; any other host sets STATIC_HOST=1.
 */
export function staticHostOf(env: Env): string | null {
  if (/^(1|true)$/i.test(read(env, 'STATIC_HOST') ?? '')) return 'a static host (STATIC_HOST)'
  if (read(env, 'NETLIFY') === 'true') return 'Netlify'
  if (read(env, 'CF_PAGES') === '1') return 'Cloudflare Pages'
  return null
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i

/** Whether a URL names this machine (a local build's site URL). */
export function isLoopbackHost(url: string): boolean {
  try {
    return LOOPBACK.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/** What a static host build lacks, each with what to set. */
export function hostBuildProblems(env: Env): string[] {
  const problems: string[] = []
  if (!read(env, 'VITE_SANITY_PROJECT_ID') && !read(env, 'VITE_SANITY_API_HOST')) {
    problems.push(
      'No Sanity project. Set VITE_SANITY_PROJECT_ID (and VITE_SANITY_DATASET unless it is ' +
        '"production"), or VITE_SANITY_API_HOST for a content lake you host. A static host ' +
        'does not serve the embedded lake: pictures, the contact form, the job board and live ' +
        'content would point at paths that answer 404.',
    )
  }
  const site = read(env, 'VITE_SITE_URL')
  let host = ''
  try {
    host = site ? new URL(site).hostname : ''
  } catch {}
  if (!site) {
    problems.push(
      `VITE_SITE_URL is not set. Set it to the site's public origin (e.g. ` +
        'https://studio.example): canonical, share and sitemap URLs would name localhost.',
    )
  } else if (!/^https?:\/\//i.test(site) || !host || LOOPBACK.test(host)) {
    problems.push(
      `VITE_SITE_URL is "${site}". Set it to the site's public http(s) origin: canonical, ` +
        'share and sitemap URLs are built from it.',
    )
  }
  return problems
}

/** What a static host build should know but can go without. */
function hostBuildWarnings(env: Env): string[] {
  const warnings: string[] = []
  if (!read(env, 'VITE_CSP_REPORT_URL') && !read(env, 'VITE_SANITY_API_HOST')) {
    warnings.push(
      'CSP violations are not reported: set VITE_CSP_REPORT_URL to a collector (or "off" to ' +
        'say so). The embedded lake that logs them in development is not on a static host.',
    )
  }
  if (!read(env, 'STUDIO_URL')) {
    warnings.push(
      "No Studio may frame the site, so the Studio's Presentation tool cannot show it: set " +
        'STUDIO_URL to the deployed Studio (e.g. https://studio.sanity.studio).',
    )
  }
  return warnings
}

/**
 * Stops a static host build that lacks its settings, with a message that says what to
 * set; returns the host and any warnings, or null for a local build.
 */
export function checkHostBuild(env: Env): { host: string; warnings: string[] } | null {
  const host = staticHostOf(env)
  if (!host) return null
  const problems = hostBuildProblems(env)
  if (problems.length > 0) {
    throw new Error(
      `This build is for ${host}, and it would deploy a broken site:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        "\nSet these as the host's build environment variables (README.md, Deploying).",
    )
  }
  return { host, warnings: hostBuildWarnings(env) }
}
