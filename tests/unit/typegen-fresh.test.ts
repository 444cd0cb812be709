import { describe, expect, it } from 'vitest'
import { firstDifference } from '../typegen-fresh.ts'

describe('firstDifference (the typegen staleness check)', () => {
  it('is 0 for equal texts', () => {
    expect(firstDifference('a\nb\n', 'a\nb\n')).toBe(0)
  })
  it('names the first line that differs, 1-based', () => {
    expect(firstDifference('a\nb\nc', 'a\nB\nc')).toBe(2)
    expect(firstDifference('x', 'y')).toBe(1)
  })
  it('counts an added or removed line as a difference', () => {
    expect(firstDifference('a\nb', 'a\nb\nc')).toBe(3)
    expect(firstDifference('a\nb\nc', 'a\nb')).toBe(3)
  })
})
