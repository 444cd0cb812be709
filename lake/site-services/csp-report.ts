import { isRecord } from '../../src/lib/is-record.ts'
import { CSP_REPORT_LIMITS } from '../limits.ts'
import { createRateLimiter } from './rate-limit.ts'

const FIELD_CHARS = CSP_REPORT_LIMITS.fieldChars

/** Printable, one line, bounded: a report is written by whoever sends it. */
function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-'
  const text = Array.from(String(value), (c) =>
    c < ' ' || (c >= '\u007f' && c <= '\u009f') ? ' ' : c,
  ).join('')
  return text.length > FIELD_CHARS ? `${text.slice(0, FIELD_CHARS)}…` : text
}

interface Violation {
  directive: unknown
  blocked: unknown
  page: unknown
  /** `file:line`, when the report names one. */
  source?: unknown
}

const lineOf = ({ directive, blocked, page, source }: Violation) =>
  `${field(directive)} blocked ${field(blocked)} on ${field(page)}${
    source === undefined ? '' : ` (${field(source)})`
  }`

/**
 * One line per violation, from either format: `report-uri`'s `{ "csp-report": … }`
 * or the Reporting API's `[{ type: "csp-violation", body }]`. Anything else is skipped.
 */
export function violationLines(payload: unknown): string[] {
  if (isRecord(payload) && isRecord(payload['csp-report'])) {
    const r = payload['csp-report']
    const source = r['source-file'] && `${field(r['source-file'])}:${field(r['line-number'])}`
    return [
      lineOf({
        directive: r['effective-directive'] ?? r['violated-directive'],
        blocked: r['blocked-uri'],
        page: r['document-uri'],
        source: source || undefined,
      }),
    ]
  }
  if (!Array.isArray(payload)) return []
  return payload
    .filter((r) => isRecord(r) && r.type === 'csp-violation' && isRecord(r.body))
    .map((r) => {
      const b = r.body as Record<string, unknown>
      const source = b.sourceFile && `${field(b.sourceFile)}:${field(b.lineNumber)}`
      return lineOf({
        directive: b.effectiveDirective,
        blocked: b.blockedURL,
        page: b.documentURL,
        source: source || undefined,
      })
    })
}

/** A per-minute allowance of log lines; the rest are counted and reported as a number. */
export function createReportBudget(perMinute: number, now: () => number = Date.now) {
  const rate = createRateLimiter({ limit: perMinute, windowMs: 60_000, maxKeys: 1 }, now)
  let dropped = 0
  return {
    /** Lines to log now: the allowed ones, led by a note of those dropped before. */
    take(lines: string[]): string[] {
      const out: string[] = []
      for (const line of lines) {
        if (!rate.take('reports').ok) {
          dropped++
          continue
        }
        // Refused lines mean a full window: a line let through again starts the next one.
        if (dropped > 0)
          out.push(`${dropped} more reports were not logged (over ${perMinute} a minute)`)
        dropped = 0
        out.push(line)
      }
      return out
    },
  }
}
