import { parseImageAssetId } from '@sanity/asset-utils'
import { type Settings, settings } from './settings.ts'
import type { SanityImage } from './types.ts'

/** `/images/{projectId}/{dataset}/{hash}-{width}x{height}.{ext}`, the CDN's plain path. */
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([^/?#]+)\.([a-z0-9]+)$/i

/**
 * An image of this project's dataset given by its plain CDN URL (as a social feed may
 * hold it), as an image source the URL builder can size; null for any other URL, one
 * that already carries parameters, or another project's image. The CDN is the asset
 * host in use: Sanity's, a custom one, or the embedded lake's root-relative paths.
 * (asset-utils' own URL parser knows only cdn.sanity.io, and would add its URL code to
 * the chunk every page loads; its id parser, already there, checks the asset name.)
 */
export function imageSourceFromUrl(url: string, s: Settings = settings): SanityImage | null {
  const host = s.assetHost ?? ''
  if (!url.startsWith(`${host}/`)) return null
  const match = IMAGE_PATH.exec(url.slice(host.length))
  if (!match || match[1] !== s.projectId || match[2] !== s.dataset) return null
  const id = `image-${match[3]}-${match[4]}`
  try {
    parseImageAssetId(id)
  } catch {
    return null
  }
  return { asset: { _ref: id } }
}
