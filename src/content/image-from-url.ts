import { parseImageAssetId } from '@sanity/asset-utils'
import { type Settings, settings } from './settings.ts'
import type { SanityImage } from './types.ts'

/** `/images/{projectId}/{dataset}/{hash}-{width}x{height}.{ext}`, the CDN's plain path. */
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([^/?#]+)\.([a-z0-9]+)$/i

/**
 * An image of this project's dataset by its plain URL on the asset host in use (Sanity's CDN, a
 * custom host, the lake's paths), as a source the URL builder can size; else null. Not
 * asset-utils' URL parser: it knows only cdn.sanity.io and would grow every page's chunk.
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
