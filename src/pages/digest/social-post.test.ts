import { describe, expect, it } from 'vitest'
import { textField } from '../../content/text-field.ts'
import { postLabel, safeImageSrc, thumbImage } from './social-post.ts'

describe('safeImageSrc', () => {
  it('keeps http(s) and same-origin paths', () => {
    expect(safeImageSrc('https://x.com/a.jpg')).toBe('https://x.com/a.jpg')
    expect(safeImageSrc('/lake/social/1.jpg')).toBe('/lake/social/1.jpg')
  })
  it('drops other schemes and protocol-relative URLs', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.com/a.jpg', 5]) {
      expect(safeImageSrc(bad), String(bad)).toBeNull()
    }
  })
})

describe('textField on feed strings', () => {
  it('keeps trimmed non-empty strings and nothing else', () => {
    expect(textField('  Hi  ')).toBe('Hi')
    for (const none of ['  ', { en: 'Hi' }, ['Hi'], 42, null, undefined]) {
      expect(textField(none), JSON.stringify(none)).toBeUndefined()
    }
  })
})

describe('postLabel', () => {
  it('prefers the title, then shortened text, then a numbered name', () => {
    expect(postLabel({ title: 'Hi', text: 'x' }, 0)).toBe('Hi')
    expect(postLabel({ text: `a  ${'b'.repeat(100)}` }, 0)).toHaveLength(80)
    expect(postLabel({}, 2)).toBe('Social post 3')
  })
  it('skips a title or text that is not a string instead of throwing', () => {
    expect(postLabel({ title: { en: 'Hi' }, text: 'Some text' }, 0)).toBe('Some text')
    expect(postLabel({ title: 42, text: ['x'] }, 1)).toBe('Social post 2')
  })
})

describe('thumbImage', () => {
  const asset =
    '/images/studiodemo/production/cb3c81b28090720c7d9b4a572090da97d30d0016-1080x1080.jpg'

  it("sizes a thumbnail on the project's image CDN", () => {
    const { src, srcSet } = thumbImage(asset)
    expect(src).toBe(`${asset}?w=480&auto=format`)
    const widths = srcSet?.split(', ').map((c) => c.split(' ')[1])
    expect(widths).toEqual(['240w', '360w', '480w', '640w', '800w'])
    expect(srcSet).toContain(`${asset}?w=240&auto=format 240w`)
  })

  it('keeps any other thumbnail as it is, with no srcset', () => {
    expect(thumbImage('https://x.com/a.jpg')).toEqual({ src: 'https://x.com/a.jpg' })
  })
})
