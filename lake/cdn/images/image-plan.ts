import { clamp } from '../../../src/lib/math.ts'
import type { Format, ImageAsset, ImageParams, Rect } from './image-params.ts'

/** What sharp must do, fully resolved, so equal plans are equal outputs (and share a cache entry). */
export interface Plan {
  format: Format
  quality: number
  progressive: boolean
  /** Region of the original to cut first (`rect=`). */
  extract?: Rect
  resize?: {
    width: number
    height: number
    fit: 'fill' | 'cover' | 'contain'
    position?: string
    background?: string
  }
  /** Region to cut after resizing, for focal-point crops sharp cannot express. */
  extractAfter?: Rect
  width: number
  height: number
}

// Sanity's CDN default when `q` is not given.
const DEFAULT_QUALITY = 75

const clampDim = (n: number) => Math.max(1, Math.round(n))

/** Sharp's `position` for `crop=` keywords: 'entropy', 'center', or e.g. 'left top'. */
function position(crop: string[]): string {
  if (crop.includes('entropy')) return 'entropy'
  const x = crop.find((c) => c === 'left' || c === 'right')
  const y = crop.find((c) => c === 'top' || c === 'bottom')
  return [x, y].filter(Boolean).join(' ') || 'centre'
}

function background(bg: string | undefined, format: Format): string {
  if (!bg) return format === 'jpeg' ? '#ffffff' : '#ffffff00'
  // Sanity's `bg` is RGB, ARGB, RRGGBB or AARRGGBB; CSS wants the alpha last.
  if (bg.length === 4) return `#${bg.slice(1)}${bg[0]}`
  if (bg.length === 8) return `#${bg.slice(2)}${bg.slice(0, 2)}`
  return `#${bg}`
}

/**
 * Resolves the params against the original's size. Nothing is ever upscaled:
 * a box larger than the source shrinks, keeping the requested aspect ratio.
 */
export function planImage(asset: ImageAsset, params: ImageParams, format: Format): Plan {
  const base = {
    format,
    quality: params.q ?? DEFAULT_QUALITY,
    progressive: params.progressive,
  }
  const r = params.rect
  const extract = r
    ? {
        left: Math.min(r.left, asset.width - 1),
        top: Math.min(r.top, asset.height - 1),
        width: Math.min(r.width, asset.width - Math.min(r.left, asset.width - 1)),
        height: Math.min(r.height, asset.height - Math.min(r.top, asset.height - 1)),
      }
    : undefined
  const ow = extract?.width ?? asset.width
  const oh = extract?.height ?? asset.height
  const w = params.w === undefined ? undefined : params.w * params.dpr
  const h = params.h === undefined ? undefined : params.h * params.dpr
  const withExtract = extract ? { extract } : {}

  if (w === undefined && h === undefined) return { ...base, ...withExtract, width: ow, height: oh }

  // One dimension, or the `clip`/`max` fits: scale inside the box.
  if (w === undefined || h === undefined || params.fit === 'clip' || params.fit === 'max') {
    const s = Math.min(w ? w / ow : Infinity, h ? h / oh : Infinity, 1)
    const width = clampDim(ow * s)
    const height = clampDim(oh * s)
    if (width === ow && height === oh) return { ...base, ...withExtract, width, height }
    return { ...base, ...withExtract, resize: { width, height, fit: 'fill' }, width, height }
  }

  if (params.fit === 'fill' || params.fit === 'fillmax') {
    const shrink = Math.max(Math.min(w / ow, h / oh), 1)
    const width = clampDim(w / shrink)
    const height = clampDim(h / shrink)
    const bg = background(params.bg, format)
    const resize = { width, height, fit: 'contain' as const, background: bg }
    return { ...base, ...withExtract, resize, width, height }
  }

  if (params.fit === 'scale') {
    const shrink = Math.max(w / ow, h / oh, 1)
    const width = clampDim(w / shrink)
    const height = clampDim(h / shrink)
    return { ...base, ...withExtract, resize: { width, height, fit: 'fill' }, width, height }
  }

  // `crop` and `min`: cover the box, then cut it out.
  const shrink = Math.max(w / ow, h / oh, 1)
  const width = clampDim(w / shrink)
  const height = clampDim(h / shrink)
  if (params.focal && params.crop.includes('focalpoint')) {
    const s = Math.max(width / ow, height / oh)
    const rw = Math.max(width, clampDim(ow * s))
    const rh = Math.max(height, clampDim(oh * s))
    const left = clamp(Math.round(params.focal.x * rw - width / 2), 0, rw - width)
    const top = clamp(Math.round(params.focal.y * rh - height / 2), 0, rh - height)
    return {
      ...base,
      ...withExtract,
      resize: { width: rw, height: rh, fit: 'fill' },
      extractAfter: { left, top, width, height },
      width,
      height,
    }
  }
  const resize = { width, height, fit: 'cover' as const, position: position(params.crop) }
  return { ...base, ...withExtract, resize, width, height }
}

/** True when the original bytes can be sent as they are. */
export function isPassthrough(
  plan: Plan,
  original: Format | undefined,
  params: ImageParams,
): boolean {
  return (
    !plan.extract &&
    !plan.resize &&
    plan.format === original &&
    params.q === undefined &&
    !params.progressive
  )
}

/** Cache key: the original's file name plus the resolved plan (project id and param order do not matter). */
export function planKey(asset: ImageAsset, plan: Plan): string {
  return `${asset.fileName}?${JSON.stringify(plan)}`
}
