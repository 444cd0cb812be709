import type { IncomingMessage } from 'node:http'
import { type HttpError, sanityError } from './errors.ts'

/** Reads a request body, refusing more than `limit` bytes with `tooLarge` as soon as it is exceeded. */
export function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: HttpError,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      reject(tooLarge)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(tooLarge)
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** A JSON request body of at most `limit` bytes, in Sanity's error shapes (413, 400). */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(
    req,
    limit,
    sanityError(413, 'httpPayloadTooLarge', 'Request body is too large'),
  )
  try {
    return JSON.parse(body.toString('utf8'))
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON'
    throw sanityError(400, 'httpInvalidRequestBody', `Request body is not valid JSON: ${detail}`)
  }
}
