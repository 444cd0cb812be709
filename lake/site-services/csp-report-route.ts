import { readBody } from '../http/body.ts'
import type { RequestContext } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import { sendText } from '../http/respond.ts'
import { CSP_REPORT_LIMITS } from '../limits.ts'
import { createReportBudget, violationLines } from './csp-report.ts'

const TYPES = ['application/csp-report', 'application/reports+json', 'application/json']

/** What a request that is not a POST gets. */
export const cspWrongMethod = () => new HttpError(405, 'Send reports with POST', { allow: 'POST' })

/**
 * `POST /lake/csp-report`: logs each violation (`report-uri`'s format or the Reporting API's),
 * bounded in size and rate; answers 204. The site's policy reports here by default.
 */
export class CspReports {
  private readonly budget = createReportBudget(CSP_REPORT_LIMITS.perMinute)

  async handle(ctx: RequestContext): Promise<void> {
    const { req, res } = ctx
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase()
    if (!type || !TYPES.includes(type)) {
      sendText(res, 415, `Reports are ${TYPES.join(' or ')}`)
      return
    }
    const limit = CSP_REPORT_LIMITS.bodyBytes
    const tooLarge = new HttpError(413, { error: `Reports are at most ${limit} bytes` })
    const body = await readBody(req, limit, tooLarge)
    let payload: unknown
    try {
      payload = JSON.parse(body.toString('utf8'))
    } catch {
      sendText(res, 400, 'A report is JSON')
      return
    }
    // Logged as errors: the lake's info lines are off by default in Vite (lake/plugin.ts).
    for (const line of this.budget.take(violationLines(payload))) {
      ctx.logger.error(`CSP violation: ${line}`)
    }
    res.writeHead(204).end()
  }
}
