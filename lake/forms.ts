import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRecord } from '../src/lib/is-record.ts'
import { HttpError, type LakeLogger, readBody, requestOrigin, sendJson } from './http.ts'
import { JournalWriter } from './journal.ts'
import { createRateLimiter } from './rate-limit.ts'

export const SUBMIT_PATH =
  /^\/lake\/forms\/submit\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\/?$/

const MAX_BODY = 64 * 1024
const MAX_VALUE = 5000
const MAX_FIELDS = 50
const MAX_NAME = 100
const MAX_CONTEXT = 2000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface Field {
  name: string
  value: string
}

export interface Submission {
  portalId: string
  formId: string
  fields: Field[]
  context: { pageUri?: string; pageName?: string }
}

const fail = (message: string, status = 400, headers: Record<string, string> = {}) =>
  new HttpError(status, { status: 'error', message }, headers)

/** The bounds on form submissions (lake/README.md, "Limits", says why these values). */
export interface FormLimits {
  /** Submissions one address may send a minute (`LAKE_FORMS_PER_MINUTE`). */
  perMinute: number
  /** Bytes `.lake/submissions.ndjson` may grow to; past it submissions are refused. */
  logBytes: number
}

const DEFAULT_FORM_LIMITS: FormLimits = { perMinute: 10, logBytes: 10 * 1024 * 1024 }

/** The defaults, with `LAKE_FORMS_PER_MINUTE` applied. */
export function formLimitsFromEnv(env: Record<string, string | undefined> = process.env) {
  const raw = env.LAKE_FORMS_PER_MINUTE
  if (raw === undefined || raw.trim() === '') return DEFAULT_FORM_LIMITS
  const perMinute = Number(raw)
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    throw new Error(`LAKE_FORMS_PER_MINUTE must be a whole number of at least 1 (got "${raw}")`)
  }
  return { ...DEFAULT_FORM_LIMITS, perMinute }
}

/** Checks a submission body; throws a 400 HttpError naming the first problem. */
export function validateSubmission(body: unknown, portalId: string, formId: string): Submission {
  if (!isRecord(body)) throw fail('The body must be a JSON object.')
  for (const [key, expected] of [
    ['portalId', portalId],
    ['formId', formId],
  ] as const) {
    if (body[key] !== undefined && String(body[key]) !== expected) {
      throw fail(`"${key}" in the body does not match the URL.`)
    }
  }
  const { fields } = body
  if (!Array.isArray(fields) || fields.length === 0)
    throw fail('"fields" must be a non-empty array.')
  if (fields.length > MAX_FIELDS) throw fail(`At most ${MAX_FIELDS} fields are accepted.`)
  const clean: Field[] = []
  for (const [i, field] of fields.entries()) {
    if (!isRecord(field) || typeof field.name !== 'string' || typeof field.value !== 'string') {
      throw fail(`fields[${i}] must be an object with string "name" and "value".`)
    }
    if (field.name === '' || field.name.length > MAX_NAME)
      throw fail(`fields[${i}].name is invalid.`)
    if (field.value.length > MAX_VALUE) {
      throw fail(`fields[${i}] ("${field.name}") is longer than ${MAX_VALUE} characters.`)
    }
    clean.push({ name: field.name, value: field.value })
  }
  const email = clean.find((f) => f.name.toLowerCase() === 'email')?.value.trim()
  if (!email) throw fail('An "email" field is required.')
  if (!EMAIL.test(email)) throw fail('The "email" field is not a valid email address.')

  const context: Submission['context'] = {}
  if (body.context !== undefined && !isRecord(body.context))
    throw fail('"context" must be an object.')
  for (const key of ['pageUri', 'pageName'] as const) {
    const value = isRecord(body.context) ? body.context[key] : undefined
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > MAX_CONTEXT)
      throw fail(`context.${key} is invalid.`)
    context[key] = value
  }
  return { portalId, formId, fields: clean, context }
}

/**
 * The submissions log: an NDJSON line each, fsynced before the visitor is thanked, so no
 * acknowledged one is lost (a torn line is cut at reopening). Past `maxBytes` submissions
 * get 507 and the page offers the address.
 */
function createSubmissionLog(path: string, maxBytes: number, logger: LakeLogger) {
  let writer: JournalWriter | undefined
  let warned = false
  return (submission: Submission): void => {
    const line = JSON.stringify({ receivedAt: new Date().toISOString(), ...submission })
    writer ??= new JournalWriter(path)
    if (writer.bytes + Buffer.byteLength(line) + 1 > maxBytes) {
      if (!warned) logger.error(`lake: ${path} is full (${maxBytes} bytes): move it away`)
      warned = true
      throw fail('Submissions cannot be stored at the moment.', 507)
    }
    writer.append(line)
  }
}

export interface FormsOptions {
  logPath: string
  limits: FormLimits
  logger: LakeLogger
}

/** `POST /lake/forms/submit/{portalId}/{formId}`: from the site's own pages, a few a minute. */
export function createFormsRoute({ logPath, limits, logger }: FormsOptions) {
  const append = createSubmissionLog(logPath, limits.logBytes, logger)
  const rate = createRateLimiter({ limit: limits.perMinute, windowMs: 60_000, maxKeys: 10_000 })
  return async function handleSubmit(
    req: IncomingMessage,
    res: ServerResponse,
    match: RegExpExecArray,
  ): Promise<void> {
    if (req.method !== 'POST') throw fail('Submissions must be POSTed.', 405)
    // A browser always names the page's origin on a POST: another site's page is refused.
    const origin = req.headers.origin
    if (origin !== undefined && origin !== requestOrigin(req)) {
      throw fail('Submissions are accepted from this site only.', 403)
    }
    const decision = rate.take(req.socket.remoteAddress ?? 'unknown')
    if (!decision.ok) {
      throw fail('Too many submissions: try again in a minute.', 429, {
        'retry-after': String(decision.retryAfter),
      })
    }
    const body = await readBody(
      req,
      MAX_BODY,
      fail(`The body is larger than ${MAX_BODY / 1024} KB.`, 413),
    )
    let parsed: unknown
    try {
      parsed = JSON.parse(body.toString('utf8'))
    } catch {
      throw fail('The body is not valid JSON.')
    }
    append(validateSubmission(parsed, match[1] ?? '', match[2] ?? ''))
    sendJson(res, 200, { inlineMessage: "Thanks for reaching out. We'll be in touch soon." })
  }
}
