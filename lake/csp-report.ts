import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRecord } from '../src/lib/is-record.ts'
import { HttpError, type LakeLogger, readBody, sendText } from './http.ts'

/** Where the site's policy sends violation reports by default (deploy/headers.ts). */
export const CSP_REPORT_PATH = '/lake/csp-report'

// One report is under 2 KB; a Reporting API batch holds a few.
export const MAX_REPORT_BODY = 32 * 1024
// A page that breaks its policy in a loop must not flood the log.
export const REPORTS_PER_MINUTE = 30
const FIELD_CHARS = 200

const TYPES = ['application/csp-report', 'application/reports+json', 'application/json']

/** Printable, one line, bounded: a report is written by whoever sends it. */
function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-'
  const text = Array.from(String(value), (c) =>
    c < ' ' || (c >= '\u007f' && c <= '\u009f') ? ' ' : c,
  ).join('')
  return text.length > FIELD_CHARS ? `${text.slice(0, FIELD_CHARS)}…` : text
}

/**
 * One line per violation, from either format: `report-uri`'s `{ "csp-report": … }`
 * or the Reporting API's `[{ type: "csp-violation", body }]`. Anything else is skipped.
 */
export function violationLines(payload: unknown): string[] {
  const line = (directive: unknown, blocked: unknown, page: unknown, source: unknown) =>
    `${field(directive)} blocked ${field(blocked)} on ${field(page)}${
      source === undefined ? '' : ` (${field(source)})`
    }`
  if (isRecord(payload) && isRecord(payload['csp-report'])) {
    const r = payload['csp-report']
    const source = r['source-file'] && `${field(r['source-file'])}:${field(r['line-number'])}`
    return [
      line(
        r['effective-directive'] ?? r['violated-directive'],
        r['blocked-uri'],
        r['document-uri'],
        source || undefined,
      ),
    ]
  }
  if (!Array.isArray(payload)) return []
  return payload
    .filter((r) => isRecord(r) && r.type === 'csp-violation' && isRecord(r.body))
    .map((r) => {
      const b = r.body as Record<string, unknown>
      const source = b.sourceFile && `${field(b.sourceFile)}:${field(b.lineNumber)}`
      return line(b.effectiveDirective, b.blockedURL, b.documentURL, source || undefined)
    })
}

/** A per-minute allowance of log lines; the rest are counted and reported as a number. */
export function createReportBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = now()
  let used = 0
  let dropped = 0
  return {
    /** Lines to log now: the allowed ones, led by a note of those dropped before. */
    take(lines: string[]): string[] {
      const time = now()
      const out: string[] = []
      if (time - windowStart >= 60_000) {
        if (dropped > 0)
          out.push(`${dropped} more reports were not logged (over ${perMinute} a minute)`)
        windowStart = time
        used = 0
        dropped = 0
      }
      for (const line of lines) {
        if (used < perMinute) {
          used++
          out.push(line)
        } else dropped++
      }
      return out
    },
  }
}

// One budget per lake (each has its own logger), without a second line in handler.ts.
const budgets = new WeakMap<LakeLogger, ReturnType<typeof createReportBudget>>()

/** `POST /lake/csp-report`: logs each violation, bounded in size and rate; answers 204. */
export async function handleCspReport(
  req: IncomingMessage,
  res: ServerResponse,
  logger: LakeLogger,
): Promise<void> {
  if (req.method !== 'POST') {
    sendText(res, 405, 'Send reports with POST', undefined, { allow: 'POST' })
    return
  }
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  if (!type || !TYPES.includes(type)) {
    sendText(res, 415, `Reports are ${TYPES.join(' or ')}`)
    return
  }
  const tooLarge = new HttpError(413, { error: `Reports are at most ${MAX_REPORT_BODY} bytes` })
  const body = await readBody(req, MAX_REPORT_BODY, tooLarge)
  let payload: unknown
  try {
    payload = JSON.parse(body.toString('utf8'))
  } catch {
    sendText(res, 400, 'A report is JSON')
    return
  }
  let budget = budgets.get(logger)
  if (!budget) {
    budget = createReportBudget(REPORTS_PER_MINUTE)
    budgets.set(logger, budget)
  }
  // Logged as errors: the lake's info lines are off by default in Vite (lake/plugin.ts).
  for (const line of budget.take(violationLines(payload))) logger.error(`CSP violation: ${line}`)
  res.writeHead(204).end()
}
