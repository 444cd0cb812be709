import { join } from 'node:path'
import type { LakeConfig } from '../config.ts'
import { readBody } from '../http/body.ts'
import type { RequestContext } from '../http/context.ts'
import { requestOrigin } from '../http/origin.ts'
import { sendJson } from '../http/respond.ts'
import { SUBMISSION_LIMITS } from '../limits.ts'
import { createRateLimiter } from './rate-limit.ts'
import { formError, validateSubmission } from './submission.ts'
import { SubmissionLog } from './submission-log.ts'

/** What a request that is not a POST gets. */
export const formsWrongMethod = () => formError('Submissions must be POSTed.', 405)

/** `POST /lake/forms/submit/{portalId}/{formId}`: from the site's own pages, a few a minute. */
export class FormSubmissions {
  private readonly log: SubmissionLog
  private readonly rate: ReturnType<typeof createRateLimiter>

  constructor({ stateDir, forms, logger }: LakeConfig) {
    this.log = new SubmissionLog(join(stateDir, 'submissions.ndjson'), forms.logBytes, logger)
    const maxKeys = SUBMISSION_LIMITS.addresses
    this.rate = createRateLimiter({ limit: forms.perMinute, windowMs: 60_000, maxKeys })
  }

  async handle(ctx: RequestContext): Promise<void> {
    const { req } = ctx
    // A browser always names the page's origin on a POST: another site's page is refused.
    const origin = req.headers.origin
    if (origin !== undefined && origin !== requestOrigin(req)) {
      throw formError('Submissions are accepted from this site only.', 403)
    }
    const decision = this.rate.take(req.socket.remoteAddress ?? 'unknown')
    if (!decision.ok) {
      throw formError('Too many submissions: try again in a minute.', 429, {
        'retry-after': String(decision.retryAfter),
      })
    }
    const limit = SUBMISSION_LIMITS.bodyBytes
    const body = await readBody(
      req,
      limit,
      formError(`The body is larger than ${limit / 1024} KB.`, 413),
    )
    let parsed: unknown
    try {
      parsed = JSON.parse(body.toString('utf8'))
    } catch {
      throw formError('The body is not valid JSON.')
    }
    const { portalId = '', formId = '' } = ctx.params
    this.log.append(validateSubmission(parsed, { portalId, formId }))
    sendJson(ctx.res, 200, { inlineMessage: "Thanks for reaching out. We'll be in touch soon." })
  }
}
