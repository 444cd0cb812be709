import type { Settings } from '../src/content/settings.ts'

export type Directive =
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
  | 'report-uri'
  | 'report-to'

export type Sources = Partial<Record<Directive, string[]>>

/**
 * Google's reCAPTCHA, as its FAQ lists it: by path, never the whole host, since
 * www.google.com answers JSONP (a script-src bypass) and www.gstatic.com serves old
 * script libraries that run markup as code. docs/security.md says what this trades.
 */
const RECAPTCHA: Sources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}

/**
 * The hosts HubSpot's v2 form embed talks to besides its script's own: the form
 * definition, the submission and the view counter, on `forms.hsforms.com` and the
 * portal's regional twin. Named one by one: `*.hubspot.com` would admit JSONP endpoints.
 */
function hubspotFormHosts(region: string): string[] {
  const hosts = ['https://forms.hsforms.com']
  if (/^[a-z]{2,3}\d{1,2}$/.test(region)) hosts.push(`https://forms-${region}.hsforms.com`)
  return hosts
}

interface Provider {
  /** The embed script's hostname. */
  host: RegExp
  /**
   * How `script-src` admits the script: by origin when the provider loads more code
   * from there, by its exact path when it loads nothing else.
   */
  script(url: URL): string
  sources(settings: Settings): Sources
}

const PROVIDERS: Provider[] = [
  {
    // js.hsforms.net, or js-<region>.hsforms.net: v2.js loads its renderer from there.
    host: /^js(-[a-z0-9]+)?\.hsforms\.net$/,
    script: (url) => url.origin,
    sources: (settings) => {
      const forms = hubspotFormHosts(settings.formsRegion)
      const own: Sources = { 'connect-src': forms, 'img-src': forms, 'form-action': forms }
      return settings.formsRecaptcha ? mergeSources(own, RECAPTCHA) : own
    },
  },
  {
    // Greenhouse's board script only frames the board; the frame's host may be either.
    host: /^(boards|job-boards)\.greenhouse\.io$/,
    script: (url) => `${url.origin}${url.pathname}`,
    sources: () => ({
      'frame-src': ['https://boards.greenhouse.io', 'https://job-boards.greenhouse.io'],
    }),
  },
]

export function mergeSources(...all: Sources[]): Sources {
  const out: Sources = {}
  for (const sources of all) {
    for (const [directive, values] of Object.entries(sources) as [Directive, string[]][]) {
      out[directive] = [...new Set([...(out[directive] ?? []), ...values])]
    }
  }
  return out
}

/**
 * What an embed script (an absolute http(s) URL) needs in the policy: `script-src` for
 * the script itself, plus what its provider loads. A host that is no known provider
 * (the lake, or a self-hosted copy) is admitted by origin and nothing more.
 */
export function embedSources(scriptUrl: string, settings: Settings): Sources {
  let url: URL
  try {
    url = new URL(scriptUrl)
  } catch {
    return {}
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return {}
  const provider = PROVIDERS.find((p) => p.host.test(url.hostname))
  if (!provider) return { 'script-src': [url.origin] }
  return mergeSources({ 'script-src': [provider.script(url)] }, provider.sources(settings))
}
