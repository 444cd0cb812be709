import { imageSourceFromUrl } from '../../content/image-from-url.ts'
import { responsiveImage } from '../../content/images.ts'
import { textField } from '../../content/text-field.ts'
/**
 * A thumbnail URL an `<img>` may load: absolute http(s), or a root-relative path on
 * this origin (the embedded lake). Anything else is dropped.
 */
export function safeImageSrc(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const src = raw.trim()
  if (src.startsWith('/') && !src.startsWith('//')) return src
  try {
    const url = new URL(src)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export function postLabel(post: { title?: unknown; text?: unknown }, index: number): string {
  const title = textField(post.title)
  if (title) return title
  const text = textField(post.text)?.replace(/\s+/g, ' ')
  if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text
  return `Social post ${index + 1}`
}

const THUMB_WIDTHS = [240, 360, 480, 640, 800]

/**
 * A thumbnail at the size it is shown: a feed image that is one of this project's Sanity
 * images gets a `srcset` from the image CDN (a phone then loads a fifth of the bytes of
 * a 1080 px original); any other URL is used as it is.
 */
export function thumbImage(src: string): { src: string; srcSet?: string } {
  const source = imageSourceFromUrl(src)
  if (!source) return { src }
  try {
    const sized = responsiveImage(source, THUMB_WIDTHS, 480)
    return { src: sized.src, srcSet: sized.srcSet }
  } catch {
    return { src }
  }
}
