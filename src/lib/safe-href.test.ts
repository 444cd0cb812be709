import { describe, expect, it } from 'vitest'
import { safeHref, safeLink, safeWebHref } from './safe-href.ts'

describe('safeHref', () => {
  it('keeps http, https and mailto links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeHref('http://example.com')).toBe('http://example.com/')
    expect(safeHref(' mailto:hi@example.com ')).toBe('mailto:hi@example.com')
  })
  it('refuses script and data URLs in every disguise', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/x',
      'file:///etc/passwd',
    ]) {
      expect(safeHref(bad), bad).toBeNull()
    }
  })
  it('refuses relative, empty, malformed and non-string values', () => {
    for (const bad of ['/work', '//evil.com', '', '   ', 'http://', 42, null, undefined]) {
      expect(safeHref(bad), String(bad)).toBeNull()
    }
  })
})

describe('safeLink', () => {
  it('marks web links external and mailto not', () => {
    expect(safeLink('https://x.com')?.external).toBe(true)
    expect(safeLink('mailto:a@b.c')?.external).toBe(false)
  })
})

describe('safeWebHref', () => {
  it('only passes http(s)', () => {
    expect(safeWebHref('https://x.com/p')).toBe('https://x.com/p')
    expect(safeWebHref('mailto:a@b.c')).toBeNull()
    expect(safeWebHref('javascript:alert(1)')).toBeNull()
  })
})
