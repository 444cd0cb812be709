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
