import { parseImageAssetUrl } from '@sanity/asset-utils'
import { type Settings, settings } from './settings.ts'
import type { SanityImage } from './types.ts'

const CDN = 'https://cdn.sanity.io'

/**
 * An image of this project's dataset given by its plain CDN URL (as a social feed may
 * hold it), as an image source the URL builder can size; null for any other URL, one
 * that already carries parameters, or another project's image. The CDN is the asset
 * host in use: Sanity's, a custom one, or the embedded lake's root-relative paths.
 */
export function imageSourceFromUrl(url: string, s: Settings = settings): SanityImage | null {
  const host = s.assetHost ?? ''
  if (!url.startsWith(`${host}/images/`) || url.includes('?') || url.includes('#')) return null
  try {
    const parts = parseImageAssetUrl(CDN + url.slice(host.length))
    if (parts.projectId !== s.projectId || parts.dataset !== s.dataset) return null
    const { assetId, width, height, extension } = parts
    return { asset: { _ref: `image-${assetId}-${width}x${height}-${extension}` } }
  } catch {
    return null
  }
}
