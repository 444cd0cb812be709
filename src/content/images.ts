import { parseImageAssetId } from '@sanity/asset-utils'
import type { ImageAsset, SanityImage } from './types.ts'
import { imageUrl, imageUrlsByWidth } from './urls.ts'

function assetOf(source: SanityImage | undefined): (ImageAsset & { _ref?: string }) | undefined {
  const asset = source?.asset
  return asset && typeof asset === 'object' ? (asset as ImageAsset & { _ref?: string }) : undefined
}

/** Intrinsic size from the dereferenced metadata, else from the `-WxH-` part of the id. */
export function imageDimensions(
  source: SanityImage | undefined,
): { width: number; height: number } | null {
  const asset = assetOf(source)
  const d = asset?.dimensions
  if (d?.width && d.height) return { width: d.width, height: d.height }
  const id = asset?._ref ?? asset?._id
  if (typeof id !== 'string') return null
  try {
    const { width, height } = parseImageAssetId(id)
    return { width, height }
  } catch {
    return null // malformed: the URL builder reports it
  }
}

function imageLqip(source: SanityImage | undefined): string | undefined {
  const lqip = assetOf(source)?.lqip
  return typeof lqip === 'string' && lqip.startsWith('data:image/') ? lqip : undefined
}

const DEFAULT_WIDTHS = [320, 640, 960, 1280, 1600, 2000] as const

export interface ResponsiveImage {
  src: string
  srcSet: string
  width: number | undefined
  height: number | undefined
  lqip: string | undefined
}

/**
 * `src`/`srcset` for an `<img>`, never asking for more pixels than the original has.
 * Throws on a malformed reference; the image component contains it.
 */
export function responsiveImage(
  source: SanityImage,
  widths: readonly number[] = DEFAULT_WIDTHS,
  fallbackWidth = 1280,
): ResponsiveImage {
  const dims = imageDimensions(source)
  const max = dims?.width ?? Number.POSITIVE_INFINITY
  const usable = widths.filter((w) => w < max)
  if (dims && usable.length < widths.length) usable.push(dims.width)
  const fallback = Math.min(fallbackWidth, max)
  const urls = imageUrlsByWidth(source, [...usable, fallback])
  const srcSet = usable.map((w, i) => `${urls[i]} ${w}w`).join(', ')
  return {
    src: urls[usable.length] ?? imageUrl(source, { width: fallback }),
    srcSet,
    width: dims?.width,
    height: dims?.height,
    lqip: imageLqip(source),
  }
}
