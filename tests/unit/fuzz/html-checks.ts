import { MAIN_NAV } from '../../../src/chrome/links.ts'

const TAG = /<([a-zA-Z][\w:-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster'])

/** Attribute values as the browser reads them: entities decoded. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|colon|tab|newline);?/gi, (m, e) => {
    const name = String(e).toLowerCase()
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
    const named: Record<string, string> = {
      amp: '&',
      quot: '"',
      apos: "'",
      lt: '<',
      gt: '>',
      colon: ':',
      tab: '\t',
      newline: '\n',
    }
    return named[name] ?? m
  })
}

/** A URL that runs script (or renders a document) when followed. */
export function isScriptUrl(raw: string, attribute: string): boolean {
  // Browsers drop ASCII whitespace and control characters before reading the scheme.
  const url = [...decodeEntities(raw)]
    .filter((c) => (c.codePointAt(0) ?? 0) > 0x20)
    .join('')
    .toLowerCase()
  if (url.startsWith('javascript:') || url.startsWith('vbscript:')) return true
  return url.startsWith('data:') && !(attribute === 'src' && url.startsWith('data:image/'))
}

/** Every way markup could run script: script elements, on* handlers, script URLs. */
export function scriptProblems(html: string): string[] {
  const problems: string[] = []
  for (const [tag, name = '', attrs = ''] of html.matchAll(TAG)) {
    if (name.toLowerCase() === 'script') problems.push(`script element: ${tag.slice(0, 80)}`)
    for (const [, attr = '', dq, sq, bare] of attrs.matchAll(ATTRIBUTE)) {
      const attribute = attr.toLowerCase()
      const value = dq ?? sq ?? bare ?? ''
      if (attribute.startsWith('on')) problems.push(`${attribute} handler on <${name}>`)
      if (URL_ATTRIBUTES.has(attribute) && isScriptUrl(value, attribute))
        problems.push(`${attribute}="${value.slice(0, 60)}" on <${name}>`)
    }
  }
  if (/<script\b/i.test(html) && !problems.some((p) => p.startsWith('script')))
    problems.push('script element (unparsed)')
  return problems
}

/** What every route must still show: skip link, header with the main navigation, main, footer. */
export function chromeProblems(html: string, path: string): string[] {
  const problems: string[] = []
  const has = (needle: string, what: string) => {
    if (!html.includes(needle)) problems.push(`${path}: no ${what}`)
  }
  has('<a class="skip-link" href="#main"', 'skip link')
  has('<header class="site-header"', 'header')
  has('aria-label="Main"', 'main navigation')
  for (const item of MAIN_NAV) has(`href="${item.href}"`, `nav link ${item.href}`)
  has('<main id="main"', 'main element')
  if (path !== '/') has('class="panel site-footer"', 'footer')
  return problems
}
