import { type ClientConfig, createClient, type SanityClient } from '@sanity/client'
import type { RunningLake } from './lake-fixture.ts'

const base = (lake: RunningLake): ClientConfig => ({
  projectId: 'studiodemo',
  dataset: 'production',
  apiVersion: '2025-02-19',
  useCdn: false,
  apiHost: lake.url,
  useProjectHostname: false,
  maxRetries: 0,
})

/** A local script editing the lake: the editor's token, from the loopback interface. */
export function editorClient(lake: RunningLake, extra: Partial<ClientConfig> = {}): SanityClient {
  return createClient({ ...base(lake), token: lake.lake.editorToken, ...extra })
}

/** Anyone else: no token. */
export function visitorClient(lake: RunningLake, extra: Partial<ClientConfig> = {}): SanityClient {
  return createClient({ ...base(lake), ...extra })
}
