import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { RequestContext } from '../http/context.ts'
import { etagMatches } from '../http/etag.ts'
import { contentTypeFor } from '../http/mime.ts'
import { sendText } from '../http/respond.ts'
import { sendFile } from '../http/send-file.ts'

/** `/files/{projectId}/{dataset}/{hash}.{ext}[/vanity]`, as `@sanity/asset-utils` builds it. */
const FILE_PATH = /^\/files\/[^/]+\/([^/]+)\/([a-zA-Z0-9]+)\.([a-zA-Z0-9]+)(?:\/[^/]*)?$/

function parseFilePath(
  pathname: string,
): { dataset: string; hash: string; ext: string } | undefined {
  const m = FILE_PATH.exec(pathname)
  if (!m?.[1] || !m[2] || !m[3]) return undefined
  return { dataset: m[1], hash: m[2], ext: m[3].toLowerCase() }
}

/** The first of the asset directories (the dataset's, then the uploads') that holds the file. */
async function findFile(assetRoots: string[], name: string) {
  for (const root of assetRoots) {
    const path = join(root, 'files', name)
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile()) return { path, info }
  }
  return undefined
}

/** File assets (the showreel, uploads), streamed with Range support. */
export async function handleFile(ctx: RequestContext): Promise<void> {
  const { req, res } = ctx
  const file = parseFilePath(ctx.url.pathname)
  if (!file || !(await ctx.store.hasDataset(file.dataset))) {
    sendText(res, 404, 'File not found')
    return
  }
  const found = await findFile(ctx.config.assetRoots, `${file.hash}.${file.ext}`)
  if (!found) {
    sendText(res, 404, 'File not found')
    return
  }
  const { path, info } = found
  // The hash names the content, so it is a sound strong ETag and the answer never goes stale.
  const headers = {
    'content-type': contentTypeFor(file.ext),
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${file.hash}"`,
  }
  if (etagMatches(req, headers.etag)) {
    res.writeHead(304, headers).end()
    return
  }
  sendFile(req, res, path, { size: info.size, headers, ranges: true })
}
