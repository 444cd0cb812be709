import { describe, expect, it } from 'vitest'
import { fitsBudget, nextBytesPerMs } from './upload-budget.ts'

describe('upload budget per frame', () => {
  const MB = 1_000_000
  it('always lets the first upload of a frame go, however large', () => {
    expect(fitsBudget(0, 64 * MB, 1 * MB, 0, 4)).toBe(true)
  })
  it('adds uploads while their estimated time fits what is left of the budget', () => {
    // 1 MB/ms: after 1 ms spent, a 2 MB texture (2 ms) fits in 4 ms, a 4 MB one does not.
    expect(fitsBudget(1, 2 * MB, 1 * MB, 1, 4)).toBe(true)
    expect(fitsBudget(1, 4 * MB, 1 * MB, 1, 4)).toBe(false)
  })
  it('stops once the time is spent, even for a tiny texture', () => {
    expect(fitsBudget(4.5, 1000, 1 * MB, 3, 4)).toBe(false)
  })
})

describe('measured upload speed', () => {
  it('moves toward the measured speed', () => {
    const next = nextBytesPerMs(2_000_000, 1_000_000, 2)
    expect(next).toBeLessThan(2_000_000)
    expect(next).toBeGreaterThan(500_000)
  })
  it('ignores uploads too quick to time', () => {
    expect(nextBytesPerMs(2_000_000, 1_000_000, 0.01)).toBe(2_000_000)
  })
})
