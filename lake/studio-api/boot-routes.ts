import type { RequestContext } from '../http/context.ts'
import { NEEDS_TOKEN } from '../http/editor.ts'
import { requestOrigin } from '../http/origin.ts'
import { sendJson, sendText } from '../http/respond.ts'

// What the Studio asks at boot besides the account and project: answered for a local
// editor, with the hosted features (comments, tasks, releases, scheduling) reported off.

const answer = (body: unknown) => (ctx: RequestContext) => sendJson(ctx.res, 200, body)

/** What the login screen of a Studio without the token lists: one "provider" saying what to do. */
function loginAdvice(ctx: RequestContext): string {
  const origin = ctx.req.headers.origin
  if (origin !== undefined && !ctx.policy.origins.has(origin)) {
    return `This Studio (${origin}) may not edit the content lake: add its origin with LAKE_STUDIO_ORIGINS or --studio-origin, then open the link \`npm run studio\` prints`
  }
  return 'Open the link `npm run studio` prints: it signs this browser in with the content lake’s editor token'
}

/**
 * `/auth/providers`, which a Studio without the lake's token asks for its login screen: the
 * one entry's title says which setting or link lets it in, and its button opens `/lake/studio-login`.
 */
export function authProviders(ctx: RequestContext): void {
  const url = `${requestOrigin(ctx.req)}/lake/studio-login`
  sendJson(ctx.res, 200, {
    providers: [{ name: 'content-lake', title: loginAdvice(ctx), url }],
    thirdPartyLogin: false,
  })
}

/** `/lake/studio-login`: where that button leads, the same advice as a page. */
export function studioLogin(ctx: RequestContext): void {
  sendText(ctx.res, 200, `This Studio is not signed in to the content lake.\n\n${NEEDS_TOKEN}.\n`)
}

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
