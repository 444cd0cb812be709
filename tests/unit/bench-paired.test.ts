// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pairFigures } from '../bench/paired.ts'

describe('pairFigures (the bench beside the drei page)', () => {
  it('gives each page’s median and spread, and compares the runs pair by pair', () => {
    const ours = [0.42, 0.4, 0.45, 0.41, 0.43]
    const other = [0.41, 0.42, 0.44, 0.41, 0.46]
    const figure = pairFigures(ours, other)
    expect(figure.runs).toBe(5)
    expect(figure.ours).toBe(0.42)
    expect(figure.other).toBe(0.42)
    expect(figure.oursRange).toEqual([0.4, 0.45])
    expect(figure.otherRange).toEqual([0.41, 0.46])
    // Pairs: +0.01, -0.02, +0.01, 0, -0.03: ours at or below in 3 of them.
    expect(figure.oursAtOrBelow).toBe(3)
    expect(figure.medianDifference).toBeCloseTo(0, 10)
  })

  it('counts a pair by its own runs, not by the medians', () => {
    // Ours has the lower median but loses every pair: its low runs met the other's lower ones.
    const figure = pairFigures([1, 2, 3], [0.9, 1.9, 2.9])
    expect(figure.oursAtOrBelow).toBe(0)
    expect(figure.medianDifference).toBeCloseTo(0.1, 10)
    const crossed = pairFigures([1, 2, 3], [3.5, 0.5, 2.5])
    expect(crossed.ours).toBeLessThan(crossed.other)
    expect(crossed.oursAtOrBelow).toBe(1)
  })

  it('pairs only the runs both pages have', () => {
    const figure = pairFigures([1, 2, 3, 9], [2, 2, 2])
    expect(figure.runs).toBe(3)
    expect(figure.oursRange).toEqual([1, 3])
    expect(figure.oursAtOrBelow).toBe(2)
    expect(pairFigures([], []).runs).toBe(0)
  })
})
