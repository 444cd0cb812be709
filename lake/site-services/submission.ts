import { isRecord } from '../../src/lib/is-record.ts'
import { HttpError } from '../http/errors.ts'
import { SUBMISSION_LIMITS } from '../limits.ts'

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

/** The forms embed's error answer: `{ status: 'error', message }`, 400 unless said. */
export const formError = (message: string, status = 400, headers: Record<string, string> = {}) =>
  new HttpError(status, { status: 'error', message }, headers)

function cleanFields(fields: unknown): Field[] {
  const { fields: most, valueChars, nameChars } = SUBMISSION_LIMITS
  if (!Array.isArray(fields) || fields.length === 0)
    throw formError('"fields" must be a non-empty array.')
  if (fields.length > most) throw formError(`At most ${most} fields are accepted.`)
  const clean: Field[] = []
  for (const [i, field] of fields.entries()) {
    if (!isRecord(field) || typeof field.name !== 'string' || typeof field.value !== 'string') {
      throw formError(`fields[${i}] must be an object with string "name" and "value".`)
    }
    if (field.name === '' || field.name.length > nameChars)
      throw formError(`fields[${i}].name is invalid.`)
    if (field.value.length > valueChars) {
      throw formError(`fields[${i}] ("${field.name}") is longer than ${valueChars} characters.`)
    }
    clean.push({ name: field.name, value: field.value })
  }
  const email = clean.find((f) => f.name.toLowerCase() === 'email')?.value.trim()
  if (!email) throw formError('An "email" field is required.')
  if (!EMAIL.test(email)) throw formError('The "email" field is not a valid email address.')
  return clean
}

function cleanContext(context: unknown): Submission['context'] {
  const clean: Submission['context'] = {}
  if (context !== undefined && !isRecord(context)) throw formError('"context" must be an object.')
  for (const key of ['pageUri', 'pageName'] as const) {
    const value = isRecord(context) ? context[key] : undefined
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > SUBMISSION_LIMITS.contextChars)
      throw formError(`context.${key} is invalid.`)
    clean[key] = value
  }
  return clean
}

/** Checks a submission body for the form the URL names; throws a 400 naming the first problem. */
export function validateSubmission(
  body: unknown,
  form: { portalId: string; formId: string },
): Submission {
  if (!isRecord(body)) throw formError('The body must be a JSON object.')
  for (const key of ['portalId', 'formId'] as const) {
    if (body[key] !== undefined && String(body[key]) !== form[key]) {
      throw formError(`"${key}" in the body does not match the URL.`)
    }
  }
  const fields = cleanFields(body.fields)
  return { ...form, fields, context: cleanContext(body.context) }
}
