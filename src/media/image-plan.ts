import { imageDimensions, responsiveImage } from '../content/images.ts'
import type { SanityImage } from '../content/types.ts'

/** Aspect ratio used when an image carries no usable size. */
export const FALLBACK_ASPECT = 4 / 3

export type ImagePlan =
  | {
      ok: true
      src: string
      srcSet: string
      width: number | undefined
      height: number | undefined
      lqip: string | undefined
      aspect: number
    }
  | { ok: false; aspect: number; reason: 'missing' | 'malformed'; ref: string; error?: unknown }

/** The asset reference or id an image object points at, if any. */
export function imageRef(source: SanityImage | null | undefined): string | undefined {
  const asset = source?.asset
  if (!asset || typeof asset !== 'object') return undefined
  const a = asset as { _ref?: unknown; _id?: unknown }
  const id = a._ref ?? a._id
  return typeof id === 'string' ? id : undefined
}

function aspectOf(size: { width: number; height: number } | null): number {
  return size && size.width > 0 && size.height > 0 ? size.width / size.height : FALLBACK_ASPECT
}

/**
 * Everything an `<img>` needs, or why it cannot be drawn. `fixedWidth` asks for one
 * width (800 for the digest hover and shop, 328 for studios) plus its 2x; otherwise the
 * default ladder. Never throws: a malformed reference becomes `{ ok: false }`.
 */
export function planImage(source: SanityImage | null | undefined, fixedWidth?: number): ImagePlan {
  const ref = imageRef(source)
  if (!source || !ref) return { ok: false, aspect: FALLBACK_ASPECT, reason: 'missing', ref: '' }
  const size = imageDimensions(source)
  const aspect = aspectOf(size)
  try {
    const r = fixedWidth
      ? responsiveImage(source, [fixedWidth, fixedWidth * 2], fixedWidth)
      : responsiveImage(source)
    // Well formed, but its asset document is gone: a placeholder, not a broken <img>.
    if (isDangling(source)) return { ok: false, aspect, reason: 'missing', ref }
    return { ok: true, ...r, aspect }
  } catch (error) {
    return { ok: false, aspect, reason: 'malformed', ref, error }
  }
}

function isDangling(source: SanityImage): boolean {
  const asset = source.asset as { dangling?: unknown } | null | undefined
  return asset?.dangling === true
}

/**
 * `sizes` for an image whose rendered height is about `vh` of the viewport height:
 * its width is then vh × aspect, in vh units.
 */
export function sizesForHeight(vh: number, aspect: number): string {
  return `${Math.max(1, Math.round(vh * aspect))}vh`
}

/** Alt text: explicit override, then the image's own, then the caller's fallback. */
export function altFor(
  source: SanityImage | null | undefined,
  override: string | null | undefined,
  fallback: string | null | undefined,
): string {
  for (const candidate of [override, source?.alt, fallback]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim()
  }
  return ''
}
