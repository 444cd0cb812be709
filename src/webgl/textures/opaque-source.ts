/**
 * Whether a picture URL can hold no transparency: a JPEG source, or output forced to
 * JPEG. Sanity's image URLs keep the asset's own format in the path
 * (`…/{hash}-{w}x{h}.jpg?w=800&auto=format`), whatever format `auto=format` then
 * serves. Anything else (PNG, WebP, SVG, GIF, an unknown URL) may be transparent.
 */
export function opaqueSource(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://localhost/')
  } catch {
    return false
  }
  const format = parsed.searchParams.get('fm')
  if (format) return format === 'jpg' || format === 'pjpg'
  return /\.jpe?g$/i.test(parsed.pathname)
}
