import type { RequestContext } from '../http/context.ts'
import { NO_STORE, sendJson } from '../http/respond.ts'

/** `/lake/status.json`: how `npm run studio` knows a lake answers here, and whom it lets edit. */
export function handleStatus(ctx: RequestContext): void {
  sendJson(ctx.res, 200, { lake: true, studioOrigins: [...ctx.policy.origins] }, NO_STORE)
}
