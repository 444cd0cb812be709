import {
  type ClientConfig,
  type ClientError,
  createClient,
  type SanityClient,
} from '@sanity/client'
import { afterAll, beforeAll, vi } from 'vitest'
import { makeDirs, type SuiteDirs } from './dataset.ts'
import { type LakeUnderTest, startLake } from './lake-under-test.ts'

// Each file starts a lake and some open hundreds of connections or a child process: on a
// shared, busy machine that takes longer than Vitest's default 5 s a test.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

/** The API version the Studio 5 and the site send (releases and perspectives era). */
export const API = 'v2025-02-19'
/** A Studio origin the lake lets edit by default (`npm run studio`). */
export const STUDIO_ORIGIN = 'http://localhost:3333'

export interface Suite {
  lake: LakeUnderTest
  dirs: SuiteDirs
  /** A script or Studio holding the editor's token. */
  editor(extra?: Partial<ClientConfig>): SanityClient
  /** Anyone else: no token. */
  visitor(extra?: Partial<ClientConfig>): SanityClient
  /** `{lake}/{API}{path}` */
  api(path: string): string
}

/** `@sanity/client` on a lake: the editor's token unless `extra` says otherwise, no retries. */
export function clientFor(lake: LakeUnderTest, extra: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: 'studiodemo',
    dataset: 'production',
    apiVersion: API.slice(1),
    useCdn: false,
    apiHost: lake.url,
    useProjectHostname: false,
    maxRetries: 0,
    token: lake.token,
    ...extra,
  })
}

/** A lake with a state dir of its own for one test file: started before, removed after. */
export function lakeForFile(): Suite {
  const suite = {} as Suite
  beforeAll(async () => {
    suite.dirs = await makeDirs()
    suite.lake = await startLake(suite.dirs)
    suite.editor = (extra = {}) => clientFor(suite.lake, extra)
    suite.visitor = (extra = {}) => clientFor(suite.lake, { token: undefined, ...extra })
    suite.api = (path) => `${suite.lake.url}/${API}${path}`
  })
  afterAll(async () => {
    await suite.lake?.close()
    await suite.dirs?.remove()
  })
  return suite
}

/** The error a request that must fail failed with (a test failure if it succeeded). */
export function failure(promise: Promise<unknown>): Promise<ClientError> {
  return promise.then(
    (value) => {
      throw new Error(`expected the request to fail; it answered ${JSON.stringify(value)}`)
    },
    (error: unknown) => error as ClientError,
  )
}

/** The `{ error: { type, description } }` body of a failed client request. */
export const errorBody = (error: ClientError) =>
  (error.response?.body as { error?: { type?: string; description?: string } } | undefined)?.error
