import { describe, expect, it } from 'vitest'
import { anchorAt, positionOf } from './anchor.ts'

const before = [
  { start: 0, width: 1000 },
  { start: 1000, width: 2000 },
  { start: 3000, width: 500 },
]

describe('scroll anchor across a rebuild', () => {
  it('finds the panel under the start edge and the share into it', () => {
    expect(anchorAt(before, 2000)).toEqual({ index: 1, fraction: 0.5 })
    expect(anchorAt(before, 0)).toEqual({ index: 0, fraction: 0 })
    expect(anchorAt(before, 99_999)).toBeNull()
  })
  it('keeps the same content in view when widths change', () => {
    const after = [
      { start: 0, width: 800 },
      { start: 800, width: 1600 },
      { start: 2400, width: 400 },
    ]
    expect(positionOf(after, anchorAt(before, 2000), 0)).toBe(1600)
  })
  it('falls back when the panel is gone', () => {
    expect(positionOf([], { index: 3, fraction: 0.2 }, 123)).toBe(123)
    expect(positionOf(before, null, 45)).toBe(45)
  })
})
