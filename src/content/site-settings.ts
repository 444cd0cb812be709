import { safeWebHref } from '../lib/safe-href.ts'
import { type ExternalItem, INSTAGRAM, LINKEDIN, NETWORK, STUDIO_EMAIL } from './studio.ts'

/** What the chrome and the contact page show from the siteSettings singleton. */
export interface SiteLinks {
  instagram: ExternalItem
  linkedin: ExternalItem
  network: ExternalItem
  contactEmail: string
}

/** The built-in values: used for a missing document, and field by field for invalid ones. */
export const FALLBACK_SITE_LINKS: SiteLinks = {
  instagram: INSTAGRAM,
  linkedin: LINKEDIN,
  network: NETWORK,
  contactEmail: STUDIO_EMAIL,
}

// One address, no spaces, quotes, angle brackets or URL syntax: it goes into a mailto: href.
const EMAIL =
  /^[^\s@<>"'()[\]\\,;:/?#&=]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

/** A plain e-mail address, or null. */
export function safeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const email = raw.trim()
  return email.length <= 254 && EMAIL.test(email) ? email : null
}

function link(fallback: ExternalItem, raw: unknown): ExternalItem {
  const url = safeWebHref(raw)
  return url ? { ...fallback, url } : fallback
}

/**
 * The site links from the first siteSettings entry. Each field falls back on its own:
 * only an absolute http(s) URL replaces a link, only a plain address the e-mail.
 */
export function siteLinksFrom(entries: readonly { _type: string }[]): SiteLinks {
  const doc = entries.find((e) => e._type === 'siteSettings') as Record<string, unknown> | undefined
  if (!doc) return FALLBACK_SITE_LINKS
  return {
    instagram: link(INSTAGRAM, doc.instagramUrl),
    linkedin: link(LINKEDIN, doc.linkedinUrl),
    network: link(NETWORK, doc.networkUrl),
    contactEmail: safeEmail(doc.contactEmail) ?? STUDIO_EMAIL,
  }
}
