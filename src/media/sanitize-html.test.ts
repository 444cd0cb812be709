// @vitest-environment jsdom
import createDOMPurify from 'dompurify'
import { describe, expect, it } from 'vitest'
import { createSanitizer } from './sanitize-html.ts'

const sanitize = createSanitizer(createDOMPurify(window))

/** Parses sanitised output without running it (a template's content is inert). */
function parse(html: string) {
  const template = document.createElement('template')
  template.innerHTML = html
  const body = document.createElement('div')
  body.append(template.content)
  return body
}

describe('createSanitizer', () => {
  it('keeps text structure and safe links', () => {
    const out = sanitize('<p>Hi <strong>there</strong> <a href="https://x.com/a">link</a></p>')
    const body = parse(out)
    expect(body.querySelector('strong')?.textContent).toBe('there')
    const a = body.querySelector('a')
    expect(a?.getAttribute('href')).toBe('https://x.com/a')
    expect(a?.getAttribute('target')).toBe('_blank')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer')
  })
  it('keeps mailto links in the same tab', () => {
    const a = parse(sanitize('<a href="mailto:hi@x.com">mail</a>')).querySelector('a')
    expect(a?.getAttribute('href')).toBe('mailto:hi@x.com')
    expect(a?.hasAttribute('target')).toBe(false)
  })
  it('removes scripts, handlers, frames, forms and styles', () => {
    const out = sanitize(
      [
        '<script>window.__pwned=1</script>',
        '<img src=x onerror="window.__pwned=1">',
        '<p onclick="window.__pwned=1" style="color:red">text</p>',
        '<iframe src="https://evil.com"></iframe>',
        '<form action="https://evil.com"><input name="a"></form>',
        '<style>body{display:none}</style>',
        '<svg><script>window.__pwned=1</script></svg>',
        '<object data="x"></object><embed src="x">',
      ].join(''),
    )
    expect(out).not.toMatch(/script|onerror|onclick|iframe|form|input|style|svg|object|embed|img/i)
    expect(parse(out).textContent).toBe('text')
  })
  it('drops javascript:, data: and relative hrefs but keeps the text', () => {
    for (const href of [
      'javascript:window.__pwned=1',
      ' JAVASCRIPT:window.__pwned=1',
      'java&#x0A;script:window.__pwned=1',
      'data:text/html,<script>alert(1)</script>',
      '/relative',
    ]) {
      const body = parse(sanitize(`<a href="${href}">x</a>`))
      expect(body.querySelector('a')?.hasAttribute('href'), href).toBe(false)
      expect(body.textContent).toBe('x')
    }
  })
  it('drops data attributes and unknown attributes', () => {
    const out = sanitize('<p data-x="1" class="c" id="i" title="t">a</p>')
    expect(out).toBe('<p title="t">a</p>')
  })
})
