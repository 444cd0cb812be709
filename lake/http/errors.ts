/**
 * An answer that a route throws to end the request early with a status and a body: JSON,
 * or plain text when the body is a string.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Headers the answer carries besides the body's (`Retry-After` on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
  }
}

/** The `{ error: { description, type } }` shape of Sanity's API errors. */
export function sanityError(
  status: number,
  type: string,
  description: string,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { error: { description, type } }, headers)
}

export function datasetNotFound(dataset: string): HttpError {
  return sanityError(404, 'httpNotFound', `Dataset "${dataset}" not found`)
}

export const methodNotAllowed = (method: string | undefined) =>
  sanityError(405, 'httpMethodNotAllowed', `Method ${method} is not allowed here`)
