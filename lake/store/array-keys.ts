import { isRecord } from '../../src/lib/is-record.ts'
import { randomId } from './transaction.ts'

/**
 * `autoGenerateArrayKeys`: every object in an array, at any depth, gets a `_key` unique in its
 * array unless it has one (the Studio needs keys to address array items). Primitives and the
 * keys given stay as they are.
 */
export function withArrayKeys<T>(value: T, makeKey: () => string = () => randomId(12)): T {
  if (Array.isArray(value)) {
    const taken = new Set(
      value.map((item) => (isRecord(item) ? item._key : undefined)).filter((key) => key),
    )
    return value.map((item) => {
      const keyed = withArrayKeys(item, makeKey)
      if (!isRecord(keyed) || typeof keyed._key === 'string') return keyed
      let key = makeKey()
      while (taken.has(key)) key = makeKey()
      taken.add(key)
      return { _key: key, ...keyed }
    }) as T
  }
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) out[name] = withArrayKeys(item, makeKey)
  return out as T
}

/** The patch operations whose values go into the document: where keys are made. */
const VALUE_OPERATIONS = ['set', 'setIfMissing', 'insert'] as const

/** A patch with keys made in the values it writes. */
export function patchWithArrayKeys(patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...patch }
  for (const operation of VALUE_OPERATIONS) {
    if (out[operation] !== undefined) out[operation] = withArrayKeys(out[operation])
  }
  return out
}
