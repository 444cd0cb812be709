import { describe, expect, it } from 'vitest'
import { postLabel, safeImageSrc } from './social-post.ts'

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

describe('postLabel', () => {
  it('prefers the title, then shortened text, then a numbered name', () => {
    expect(postLabel({ title: 'Hi', text: 'x' }, 0)).toBe('Hi')
    expect(postLabel({ text: `a  ${'b'.repeat(100)}` }, 0)).toHaveLength(80)
    expect(postLabel({}, 2)).toBe('Social post 3')
  })
})
