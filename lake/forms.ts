import { appendFile, mkdir } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import { isRecord } from '../src/lib/is-record.ts'
import { HttpError, readBody, sendJson } from './http.ts'

export const SUBMIT_PATH =
  /^\/lake\/forms\/submit\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\/?$/

export const MAX_BODY = 64 * 1024
export const MAX_VALUE = 5000
const MAX_FIELDS = 50
const MAX_NAME = 100
const MAX_CONTEXT = 2000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface Field {
  name: string
  value: string
}

export interface Submission {
  portalId: string
  formId: string
  fields: Field[]
  context: { pageUri?: string; pageName?: string }
}

const fail = (message: string, status = 400) => new HttpError(status, { status: 'error', message })

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
 * Appends submissions as NDJSON. Writes are chained so concurrent submissions
 * land as whole lines, one after another.
 */
export function createSubmissionLog(path: string) {
  let queue: Promise<unknown> = Promise.resolve()
  let dirReady: Promise<unknown> | undefined
  return (submission: Submission): Promise<void> => {
    const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), ...submission })}\n`
    const write = queue.then(async () => {
      dirReady ??= mkdir(dirname(path), { recursive: true })
      await dirReady
      await appendFile(path, line, 'utf8')
    })
    queue = write.catch(() => {})
    return write
  }
}

export async function handleSubmit(
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpExecArray,
  append: (submission: Submission) => Promise<void>,
): Promise<void> {
  if (req.method !== 'POST') throw fail('Submissions must be POSTed.', 405)
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
  await append(validateSubmission(parsed, match[1] ?? '', match[2] ?? ''))
  sendJson(res, 200, { inlineMessage: "Thanks for reaching out. We'll be in touch soon." })
}
