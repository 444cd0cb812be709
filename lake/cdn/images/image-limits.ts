import { IMAGE_LIMITS, type ImageLimits } from '../../limits.ts'
import { type Format, type ImageAsset, type ImageParams, originalFormat } from './image-params.ts'
import { isPassthrough, type Plan, planImage } from './image-plan.ts'

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
