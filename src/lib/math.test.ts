import { describe, expect, it } from 'vitest'
import { clamp } from './math.ts'

describe('clamp', () => {
  it('clamps into the range', () => {
    expect(clamp(-5, 0, 10)).toBe(0)
    expect(clamp(15, 0, 10)).toBe(10)
    expect(clamp(4, 0, 10)).toBe(4)
  })
})
