/** The parts of a CDN image path: `/images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}[/vanity]`. */
export interface ImageAsset {
  dataset: string
  hash: string
  width: number
  height: number
  ext: string
  /** `{hash}-{w}x{h}.{ext}`: the original's file name under dataset/assets/images. */
  fileName: string
}

export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale'
export type Format = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export interface ImageParams {
  w?: number
  h?: number
  fit: Fit
  /** `crop=` modes, e.g. `['top', 'left']`, `['focalpoint']`, `['entropy']`. */
  crop: string[]
  focal?: { x: number; y: number }
  rect?: Rect
  q?: number
  fm?: Format
  progressive: boolean
  autoFormat: boolean
  dpr: number
  bg?: string
}

/** A request the image API refuses, answered with 400 and this message. */
export class ImageParamError extends Error {}

const IMAGE_PATH =
  /^\/images\/[^/]+\/([^/]+)\/([a-zA-Z0-9]+)-(\d+)x(\d+)\.([a-zA-Z0-9]+)(?:\/[^/]*)?$/

export function parseImagePath(pathname: string): ImageAsset | undefined {
  const m = IMAGE_PATH.exec(pathname)
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5]) return undefined
  const ext = m[5].toLowerCase()
  return {
    dataset: m[1],
    hash: m[2],
    width: Number(m[3]),
    height: Number(m[4]),
    ext,
    fileName: `${m[2]}-${m[3]}x${m[4]}.${ext}`,
  }
}

/** Phones top out at a device pixel ratio of 3; a larger `dpr` is served as 3. */
const MAX_DPR = 3

const FITS: readonly Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale']
const FORMATS: Record<string, Format> = {
  jpg: 'jpeg',
  pjpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
}

function number(
  search: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const raw = search.get(name)
  if (raw === null || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ImageParamError(`Invalid value for "${name}": ${raw} (expected ${min}–${max})`)
  }
  return value
}

function rect(raw: string | null): Rect | undefined {
  if (!raw) return undefined
  const parts = raw.split(',').map(Number)
  const [left, top, width, height] = parts
  if (
    parts.length !== 4 ||
    !parts.every((n) => Number.isInteger(n) && n >= 0) ||
    left === undefined ||
    top === undefined ||
    !width ||
    !height
  ) {
    throw new ImageParamError(`Invalid value for "rect": ${raw} (expected x,y,width,height)`)
  }
  return { left, top, width, height }
}

/** Sanity's image URL parameters; unknown parameters are ignored, invalid values refused. */
export function parseImageParams(search: URLSearchParams): ImageParams {
  const fit = (search.get('fit') ?? 'clip') as Fit
  if (!FITS.includes(fit)) throw new ImageParamError(`Invalid value for "fit": ${fit}`)
  const fmRaw = search.get('fm')?.toLowerCase()
  const fm = fmRaw ? FORMATS[fmRaw] : undefined
  if (fmRaw && !fm) throw new ImageParamError(`Invalid value for "fm": ${fmRaw}`)
  const fpX = number(search, 'fp-x', 0, 1)
  const fpY = number(search, 'fp-y', 0, 1)
  const bg = search.get('bg') ?? undefined
  if (bg !== undefined && !/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(bg)) {
    throw new ImageParamError(`Invalid value for "bg": ${bg}`)
  }
  const params: ImageParams = {
    fit,
    crop: (search.get('crop') ?? '').split(',').filter(Boolean),
    progressive: fmRaw === 'pjpg',
    autoFormat: (search.get('auto') ?? '').split(',').includes('format'),
    // Sanity's builder documents 1 to 3; more only multiplies the box a request can ask for.
    dpr: Math.min(number(search, 'dpr', 0.1, 5) ?? 1, MAX_DPR),
  }
  const w = number(search, 'w', 1, 8192)
  const h = number(search, 'h', 1, 8192)
  const q = number(search, 'q', 0, 100)
  const r = rect(search.get('rect'))
  if (w !== undefined) params.w = w
  if (h !== undefined) params.h = h
  if (q !== undefined) params.q = Math.round(q)
  if (fm) params.fm = fm
  if (r) params.rect = r
  if (bg) params.bg = bg.toLowerCase()
  if (fpX !== undefined || fpY !== undefined) params.focal = { x: fpX ?? 0.5, y: fpY ?? 0.5 }
  return params
}

/** The format of an original, by extension; undefined for what sharp should not re-encode (SVG). */
export function originalFormat(ext: string): Format | undefined {
  return FORMATS[ext]
}

/** Whether an Accept header admits a media type (an explicit `;q=0` refuses it). */
export function accepts(accept: string | undefined, type: string): boolean {
  if (!accept) return false
  return accept.split(',').some((part) => {
    const [media, ...rest] = part.trim().split(';')
    if (media?.trim().toLowerCase() !== type) return false
    const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * The output format: with `auto=format` the best one the browser accepts
 * (AVIF, then WebP), else `fm`, else the original's own format.
 */
export function chooseFormat(
  params: ImageParams,
  original: Format,
  accept: string | undefined,
): Format {
  if (params.autoFormat) {
    if (accepts(accept, 'image/avif')) return 'avif'
    if (accepts(accept, 'image/webp')) return 'webp'
  }
  return params.fm ?? original
}
