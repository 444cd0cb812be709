import { type Format, type ImageAsset, type ImageParams, originalFormat } from './image-params.ts'
import { isPassthrough, type Plan, planImage } from './image-plan.ts'

/**
 * How large an encoded picture may be (lake/README.md, "Limits", says why these values).
 * The site asks for widths up to 2000 px (src/content/images.ts) and a 1200×630 share
 * crop, never `dpr`; every one of those is well inside these bounds.
 */
export interface ImageLimits {
  /** Output pixels (width × height): 2000 px wide at a 1:2 portrait. */
  maxPixels: number
  /** Output width or height: the largest `w`/`h` Sanity accepts, well below WebP's 16,383. */
  maxSide: number
}

export const IMAGE_LIMITS: ImageLimits = { maxPixels: 2000 * 4000, maxSide: 8192 }

/**
 * The request's plan, bounded by the source's longest side (`fill` could pad past it), by
 * `maxSide` and by `maxPixels`, replanned smaller at the same aspect when over. The original
 * asked for as it is goes out as its own bytes.
 */
export function boundedPlan(
  asset: ImageAsset,
  params: ImageParams,
  format: Format,
  limits: ImageLimits = IMAGE_LIMITS,
): Plan {
  const plan = planImage(asset, params, format)
  if (isPassthrough(plan, originalFormat(asset.ext), params)) return plan
  const source = plan.extract ?? asset
  const longest = Math.max(source.width, source.height)
  const { width, height } = plan
  const scale = Math.min(
    1,
    longest / width,
    longest / height,
    limits.maxSide / width,
    limits.maxSide / height,
    Math.sqrt(limits.maxPixels / (width * height)),
  )
  if (scale >= 1) return plan
  const box = {
    w: Math.max(1, Math.floor(width * scale)),
    h: Math.max(1, Math.floor(height * scale)),
  }
  return planImage(asset, { ...params, ...box, dpr: 1 }, format)
}
