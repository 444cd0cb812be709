import { sanityError } from '../http/errors.ts'

/** `$name=<JSON>` search params, as `@sanity/client` encodes them for GET. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw sanityError(
        400,
        'httpBadRequest',
        `Unable to parse value of "${key}=${raw}". Please quote string values.`,
      )
    }
  }
  return params
}
