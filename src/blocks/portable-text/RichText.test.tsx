import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PT } from '../../content/types.ts'
import { PortableTextBody } from './late.ts'
import { RichText } from './RichText.tsx'

// The renderer is a late chunk; the build (and these tests) load it before rendering.
beforeAll(() => PortableTextBody.preload())
afterEach(() => vi.restoreAllMocks())

function para(text: string, href?: string, extra: object = {}): PT[number] {
  return {
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs: href ? [{ _type: 'link', _key: 'l', href }] : [],
    children: [{ _type: 'span', _key: 's', text, marks: href ? ['l'] : [] }],
    ...extra,
  }
}

describe('RichText', () => {
  it('renders safe links, web links in a new tab', () => {
    const html = renderToStaticMarkup(
      <RichText value={[para('site', 'https://x.com/'), para('mail', 'mailto:a@b.c')]} />,
    )
    expect(html).toContain(
      '<a href="https://x.com/" target="_blank" rel="noopener noreferrer">site</a>',
    )
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>')
  })
  it('renders unsafe links as plain text', () => {
    const html = renderToStaticMarkup(<RichText value={[para('bad', 'javascript:alert(1)')]} />)
    expect(html).toBe('<div class="rich-text"><p>bad</p></div>')
  })
  it('renders links as text in the inline variant', () => {
    const html = renderToStaticMarkup(
      <RichText variant="inline" value={[para('t', 'https://x.com/', { style: 'h2' })]} />,
    )
    expect(html).toBe('<div class="rich-text"><p>t</p></div>')
  })
  it('renders nothing visible for unknown types, marks and styles', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const value = [
      { _type: 'mystery', _key: 'm', secret: 'hidden text' },
      {
        ...para('kept'),
        style: 'weird',
        children: [{ _type: 'span', _key: 's', text: 'kept', marks: ['sparkle'] }],
      },
    ] as PT
    const html = renderToStaticMarkup(<RichText value={value} />)
    expect(html).toBe('<div class="rich-text"><p>kept</p></div>')
    // Static markup runs no effects, so no warning here; the development warning,
    // once per type, is proven with a DOM render in ../unknown-warn.test.tsx.
    expect(warn).not.toHaveBeenCalled()
  })
  it('renders nothing for an empty or missing value', () => {
    expect(renderToStaticMarkup(<RichText value={undefined} />)).toBe('')
    expect(renderToStaticMarkup(<RichText value={[]} />)).toBe('')
  })
})
