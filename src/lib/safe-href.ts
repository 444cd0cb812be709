const ALLOWED = new Set(['http:', 'https:', 'mailto:'])

export interface SafeLink {
  href: string
  /** http(s): opens in a new tab with rel="noopener noreferrer". */
  external: boolean
}

/**
 * A content link made safe: only absolute http(s) and mailto URLs pass, normalised by the URL
 * parser (it strips the tabs, newlines and control characters browsers ignore, so
 * `java\nscript:` cannot slip through). Anything else is null: the caller renders plain text.
 */
export function safeLink(raw: unknown): SafeLink | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (!ALLOWED.has(url.protocol)) return null
  if (url.protocol !== 'mailto:' && !url.hostname) return null
  return { href: url.href, external: url.protocol !== 'mailto:' }
}

/** The safe href string, or null. */
export function safeHref(raw: unknown): string | null {
  return safeLink(raw)?.href ?? null
}

/** Only http(s): for things that must open a web page (digest entries, social posts). */
export function safeWebHref(raw: unknown): string | null {
  const link = safeLink(raw)
  return link?.external ? link.href : null
}

/** The rel for a link opened in a new tab. */
export const NEW_TAB_REL = 'noopener noreferrer'
