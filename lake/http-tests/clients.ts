import {
  type ClientConfig,
  type ClientError,
  createClient,
  type SanityClient,
} from '@sanity/client'
import type { RunningLake } from './running-lake.ts'

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

/** The error a request that must fail failed with (and a test failure if it did not). */
export function failure(promise: Promise<unknown>): Promise<ClientError> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error as ClientError,
  )
}

/** The Studio's edit action: makes the draft from the published document if need be. */
export function editDraft(client: SanityClient, id: string, set: Record<string, unknown>) {
  return client.action({
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${id}`,
    publishedId: id,
    patch: { set },
  })
}

/** The Studio's publish action. */
export function publishDraft(client: SanityClient, id: string) {
  return client.action({
    actionType: 'sanity.action.document.publish',
    draftId: `drafts.${id}`,
    publishedId: id,
  })
}
