import { STUDIO_NAME } from '../content/studio.ts'
import { type PageHead, SHARE_IMAGE } from './head.ts'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Tag = ['meta' | 'link', Record<string, string>]

function tagsOf(head: PageHead): Tag[] {
  const tags: Tag[] = [['meta', { name: 'description', content: head.description }]]
  if (head.noindex) tags.push(['meta', { name: 'robots', content: 'noindex' }])
  if (head.canonical) tags.push(['link', { rel: 'canonical', href: head.canonical }])
  const og: Record<string, string | undefined> = {
    'og:type': head.ogType,
    'og:site_name': STUDIO_NAME,
    'og:title': head.title,
    'og:description': head.description,
    'og:url': head.canonical,
    'og:image': head.image?.url,
    'og:image:width': head.image && String(SHARE_IMAGE.width),
    'og:image:height': head.image && String(SHARE_IMAGE.height),
    'og:image:alt': head.image?.alt,
  }
  for (const [property, content] of Object.entries(og)) {
    if (content) tags.push(['meta', { property, content }])
  }
  const twitter: Record<string, string | undefined> = {
    'twitter:card': head.image ? 'summary_large_image' : 'summary',
    'twitter:title': head.title,
    'twitter:description': head.description,
    'twitter:image': head.image?.url,
    'twitter:image:alt': head.image?.alt,
  }
  for (const [name, content] of Object.entries(twitter)) {
    if (content) tags.push(['meta', { name, content }])
  }
  return tags
}

/**
 * JSON-LD inside a script element: `<` escaped so no string can close it. A data
 * block, never executed, so the Content Security Policy needs no exception for it.
 */
const jsonLd = (data: Record<string, unknown>) =>
  `<script type="application/ld+json" data-head="">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

/** The head as HTML, for a prerendered page: `data-head` marks what navigation replaces. */
export function headHtml(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`]
  for (const [name, attrs] of tagsOf(head)) {
    const list = Object.entries(attrs).map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    lines.push(`<${name} ${list.join(' ')} data-head="">`)
  }
  if (head.jsonLd) lines.push(jsonLd(head.jsonLd))
  return lines.join('\n    ')
}

/** The same head applied to the live document, after a client-side navigation. */
export function applyHead(doc: Document, head: PageHead): void {
  doc.title = head.title
  for (const old of doc.head.querySelectorAll('[data-head]')) old.remove()
  for (const [name, attrs] of tagsOf(head)) {
    const el = doc.createElement(name)
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
    el.setAttribute('data-head', '')
    doc.head.append(el)
  }
  if (head.jsonLd) {
    const script = doc.createElement('script')
    script.type = 'application/ld+json'
    script.setAttribute('data-head', '')
    script.textContent = JSON.stringify(head.jsonLd)
    doc.head.append(script)
  }
}
