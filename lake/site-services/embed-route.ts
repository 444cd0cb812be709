import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Handler } from '../http/context.ts'
import { etagMatches } from '../http/etag.ts'
import { sendText } from '../http/respond.ts'

/**
 * A browser script from site-services/embeds/ (the job board, the forms embed), read once
 * at startup and answered with its ETag.
 */
export function scriptRoute(name: string): Handler {
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'embeds', name), 'utf8')
  const etag = `"${createHash('sha1').update(source).digest('hex')}"`
  // Revalidated on each load so an edited embed shows up without a hard refresh.
  const headers = { 'cache-control': 'no-cache', etag }
  return (ctx) => {
    if (etagMatches(ctx.req, etag)) {
      ctx.res.writeHead(304, headers).end()
      return
    }
    sendText(ctx.res, 200, source, { type: 'text/javascript; charset=utf-8', headers })
  }
}
