import type { ServerResponse } from 'node:http'

/** Content changes with the dataset: never let a browser reuse an old answer. */
export const NO_STORE: Readonly<Record<string, string>> = { 'cache-control': 'no-store' }

function send(res: ServerResponse, status: number, text: string, headers: Record<string, string>) {
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('content-length', Buffer.byteLength(text))
  res.end(res.req?.method === 'HEAD' ? undefined : text)
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(res, status, JSON.stringify(body), {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
  })
}

export interface TextOptions {
  /** Default: plain text. */
  type?: string
  headers?: Readonly<Record<string, string>>
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  { type = 'text/plain; charset=utf-8', headers = {} }: TextOptions = {},
): void {
  send(res, status, text, { ...headers, 'content-type': type })
}

/** Merges `Vary` values instead of overwriting, since CORS and images both add one. */
export function addVary(res: ServerResponse, value: string): void {
  const current = res.getHeader('vary')
  const parts = new Set(
    String(current ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  parts.add(value)
  res.setHeader('vary', [...parts].join(', '))
}
