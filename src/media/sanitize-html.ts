import type { Config, DOMPurify } from 'dompurify'
import { NEW_TAB_REL, safeLink } from '../lib/safe-href.ts'

/**
 * What content HTML (`headerBody`) may keep: text structure and links. No scripts,
 * styles, forms, frames, media, event handlers or data attributes.
 */
const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
  ],
  ALLOWED_ATTR: ['href', 'title', 'lang'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
}

/**
 * A sanitiser bound to one DOMPurify instance (the page's window, or jsdom in tests).
 * Links keep only http(s)/mailto hrefs (others lose the href and read as text); web
 * links open in a new tab with rel="noopener noreferrer".
 */
export function createSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    const link = safeLink(node.getAttribute('href'))
    if (!link) {
      node.removeAttribute('href')
      return
    }
    node.setAttribute('href', link.href)
    if (link.external) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', NEW_TAB_REL)
    }
  })
  return (html) => purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false })
}
