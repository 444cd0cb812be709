import type { RequestContext } from '../http/context.ts'
import { sendJson } from '../http/respond.ts'

// What the Studio asks at boot besides the account and project: answered for a local
// editor, with the hosted features (comments, tasks, releases, scheduling) reported off.

const answer = (body: unknown) => (ctx: RequestContext) => sendJson(ctx.res, 200, body)

export const authProviders = answer({ providers: [], thirdPartyLogin: false })

/** `/auth/logout`, `/intake/batch`: nothing to do. */
export const done = answer({ ok: true })

export const pong = answer({ pong: true })

/** Denied: the Studio then batches no telemetry at all. */
export const telemetryStatus = answer({ status: 'denied' })

export const noFeatures = answer([])

export const noHelp = answer({})

export const noJourney = answer(null)

/** Empty grants beyond the dataset's ACL. */
export const noGrants = answer({})

/** Schema descriptors feed Sanity's hosted schema services; nothing here needs them. */
export function handleDescriptors(ctx: RequestContext): void {
  const complete = { type: 'complete' }
  sendJson(ctx.res, 200, ctx.params.step === 'claim' ? { synchronization: complete } : complete)
}
