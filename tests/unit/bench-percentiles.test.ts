// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { percentile, pooledFrames } from '../bench/percentiles.ts'

describe('frame percentiles (the bench)', () => {
  it('takes the nearest rank of sorted values, the upper one between two', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(percentile(values, 50)).toBe(11)
    expect(percentile(values, 95)).toBe(20)
    expect(percentile(values, 100)).toBe(20)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 95)).toBe(0)
  })

  it('pools the pages’ frames, so one page’s slow minute weighs as its share of frames', () => {
    // Two pages of 20 frames: one with two slow frames of 9 ms, one with none.
    const calm = Array.from({ length: 20 }, () => 1)
    const slow = [...Array.from({ length: 18 }, () => 1), 9, 9]
    const all = pooledFrames([slow, calm])
    expect(all).toHaveLength(40)
    // Sorted, whatever order the pages came in.
    expect(all).toEqual(pooledFrames([calm, slow]))
    // Each page's own p95: 9 and 1. Of the frames together: 2 slow frames in 40 are the
    // top 5 %, so the p95 is the first of them, and the p90 is a calm frame.
    expect(percentile(slow, 95)).toBe(9)
    expect(percentile(all, 95)).toBe(9)
    expect(percentile(all, 90)).toBe(1)
    // A third calm page: 2 slow frames in 60 fall under the top 5 %.
    expect(percentile(pooledFrames([slow, calm, calm]), 95)).toBe(1)
  })
})
