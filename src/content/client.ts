import { createClient, type SanityClient } from '@sanity/client'
import { API_VERSION, type Settings, settings } from './settings.ts'

/** Client options for a settings object and the page's origin (used when the lake is same-origin). */
export function clientConfig(s: Settings, origin: string) {
  const custom = s.apiHost !== 'https://api.sanity.io'
  return {
    projectId: s.projectId,
    dataset: s.dataset,
    apiVersion: API_VERSION,
    useCdn: false,
    // A custom host (the lake, or any Sanity-compatible API) must not get the
    // project id prefixed as a subdomain.
    ...(custom ? { apiHost: s.apiHost ?? origin, useProjectHostname: false } : {}),
  }
}

let client: SanityClient | undefined

/** Created on first use, in the browser, so module evaluation stays prerender-safe. */
export function getClient(): SanityClient {
  client ??= createClient(clientConfig(settings, globalThis.location?.origin ?? 'http://localhost'))
  return client
}
