import { buildFileUrl, parseFileAssetId } from '@sanity/asset-utils'
import { createImageUrlBuilder } from '@sanity/image-url'
import { settings } from './settings.ts'
import type { SanityFile, SanityImage } from './types.ts'

// The builders need an absolute base; for the same-origin lake we build against a
// placeholder and return a root-relative URL, so rendering never reads `location`.
const PLACEHOLDER = 'https://same-origin.invalid'
const base = settings.assetHost ?? PLACEHOLDER

function finish(url: string): string {
  return url.startsWith(PLACEHOLDER) ? url.slice(PLACEHOLDER.length) : url
}

const builder = createImageUrlBuilder({
  projectId: settings.projectId,
  dataset: settings.dataset,
  baseUrl: base,
})

export interface ImageOptions {
  width?: number
  height?: number
  fit?: 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min'
}

/** An image URL with `auto=format`. Throws on a malformed asset reference. */
export function imageUrl(source: SanityImage, options: ImageOptions = {}): string {
  let b = builder.image(source).auto('format')
  if (options.width) b = b.width(Math.round(options.width))
  if (options.height) b = b.height(Math.round(options.height))
  if (options.fit) b = b.fit(options.fit)
  return finish(b.url())
}

/**
 * The same image at several widths, as `imageUrl(source, { width })` gives each, for one builder
 * call: with a width alone the crop does not depend on it, so only `w` differs (urls.test.ts
 * checks this against the builder). Every image's srcset has six widths at hydration.
 */
export function imageUrlsByWidth(source: SanityImage, widths: readonly number[]): string[] {
  if (widths.length === 0) return []
  const first = imageUrl(source, { width: widths[0] })
  return widths.map((w) => first.replace(WIDTH_PARAM, `$1w=${Math.round(w)}`))
}

const WIDTH_PARAM = /([?&])w=\d+/

/** A file (video) URL from its asset reference. Throws on a malformed reference. */
export function fileUrl(source: SanityFile): string {
  const asset = source.asset
  const id = asset && (('_ref' in asset && asset._ref) || ('_id' in asset && asset._id))
  let parts: { assetId: string; extension: string }
  try {
    parts = parseFileAssetId(String(id))
  } catch (error) {
    throw new Error(`Malformed file asset reference '${String(id)}'`, { cause: error })
  }
  return finish(
    buildFileUrl(parts, {
      projectId: settings.projectId,
      dataset: settings.dataset,
      baseUrl: base,
    }),
  )
}
