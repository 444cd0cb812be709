import { describe, expect, it } from 'vitest'
import { fitsBudget, nextBytesPerMs, type UploadCase } from './upload-budget.ts'

const MB = 1_000_000

/** An upload in a frame of a 4 ms budget, at 1 MB/ms unless told. */
const upload = (c: Partial<UploadCase>): UploadCase => ({
  elapsedMs: 0,
  bytes: MB,
  bytesPerMs: MB,
  uploaded: 0,
  budgetMs: 4,
  firstMs: Number.POSITIVE_INFINITY,
  ...c,
})

describe('upload budget per frame', () => {
  it('always lets the first upload of a frame go, however large', () => {
    expect(fitsBudget(upload({ bytes: 64 * MB }))).toBe(true)
  })
  it('adds uploads while their estimated time fits what is left of the budget', () => {
    // 1 MB/ms: after 1 ms spent, a 2 MB texture (2 ms) fits in 4 ms, a 4 MB one does not.
    expect(fitsBudget(upload({ elapsedMs: 1, bytes: 2 * MB, uploaded: 1 }))).toBe(true)
    expect(fitsBudget(upload({ elapsedMs: 1, bytes: 4 * MB, uploaded: 1 }))).toBe(false)
  })
  it("lets an idle period's first upload go only when its estimate fits what is left of it", () => {
    expect(fitsBudget(upload({ bytes: 2 * MB, firstMs: 3 }))).toBe(true)
    expect(fitsBudget(upload({ bytes: 4 * MB, firstMs: 3 }))).toBe(false)
  })
  it('stops once the time is spent, even for a tiny texture', () => {
    expect(fitsBudget(upload({ elapsedMs: 4.5, bytes: 1000, uploaded: 3 }))).toBe(false)
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
