import { isRecord } from '../../src/lib/is-record.ts'
import { readJsonBody } from '../http/body.ts'
import type { RequestContext } from '../http/context.ts'
import { sanityError } from '../http/errors.ts'
import { WRITE_LIMITS } from '../limits.ts'

/** The JSON object a write (mutate, actions) sends, bounded in size. */
export async function readWriteBody(ctx: RequestContext): Promise<Record<string, unknown>> {
  const parsed = await readJsonBody(ctx.req, WRITE_LIMITS.bodyBytes)
  if (!isRecord(parsed)) throw sanityError(400, 'httpBadRequest', 'The body must be a JSON object')
  return parsed
}

/** The transaction id a client chose (the Studio does), if it sent one. */
export const chosenTransactionId = (body: Record<string, unknown>) =>
  typeof body.transactionId === 'string' ? body.transactionId : undefined
