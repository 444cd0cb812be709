// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deliveredFrames, longTaskFigures } from '../bench/frame-intervals.ts'

describe('delivered frames (the bench)', () => {
  it('measures the intervals within each wheel, never across two', () => {
    const at60 = Array.from({ length: 61 }, (_, i) => i * 16.7)
    const at20 = Array.from({ length: 21 }, (_, i) => 10_000 + i * 50)
    const f = deliveredFrames([at60, at20])
    expect(f.intervals).toBe(80)
    expect(f.p50).toBeCloseTo(16.7)
    expect(f.p95).toBeCloseTo(50)
    expect(f.over20).toBeCloseTo(20 / 80)
  })

  it('reads nothing from no frames', () => {
    expect(deliveredFrames([[], [5]])).toEqual({ intervals: 0, p50: 0, p95: 0, over20: 0 })
  })
})

describe('long tasks to rest (the bench)', () => {
  it('counts the tasks begun before rest, the longest, and the time past 50 ms of each', () => {
    const tasks = [
      { start: 100, duration: 120 },
      { start: 900, duration: 60 },
      { start: 5000, duration: 400 },
    ]
    expect(longTaskFigures(tasks, 1000)).toEqual({ count: 2, longest: 120, blocking: 80 })
    expect(longTaskFigures([], 1000)).toEqual({ count: 0, longest: 0, blocking: 0 })
  })
})
