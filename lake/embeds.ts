import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { etagMatches, sendText } from './http.ts'

export interface Script {
  source: string
  etag: string
}

/** Reads a browser script from lake/embeds/ once, at startup. */
export function loadScript(name: string): Script {
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'embeds', name), 'utf8')
  return { source, etag: `"${createHash('sha1').update(source).digest('hex')}"` }
}

export function sendScript(req: IncomingMessage, res: ServerResponse, script: Script): void {
  // Revalidated on each load so an edited embed shows up without a hard refresh.
  const headers = { 'cache-control': 'no-cache', etag: script.etag }
  if (etagMatches(req, script.etag)) {
    res.writeHead(304, headers).end()
    return
  }
  sendText(res, 200, script.source, 'text/javascript; charset=utf-8', headers)
}
