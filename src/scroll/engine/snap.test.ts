import { describe, expect, it } from 'vitest'
import { easeInOutCubic, SNAP_DURATION_MS, snapTarget, snapTweenAt } from './snap.ts'

describe('snapTarget', () => {
  const points = [0, 1440, 3000, 5000]
  /** A gesture ending at `position` on a 1440 px view of a track whose limit is `limit`. */
  const end = (position: number, direction: number, limit = 6000, marked = points) =>
    snapTarget({ position, direction, points: marked, viewportWidth: 1440, limit })
  it('glides on to a section start just ahead in the gesture direction', () => {
    expect(end(1300, 1)).toBe(1440)
    expect(end(3100, -1)).toBe(3000)
  })
  it('never pulls back against the gesture', () => {
    expect(end(100, 1)).toBeNull()
    expect(end(2900, -1)).toBeNull()
  })
  it('leaves a position far from any start alone', () => {
    expect(end(2200, 1)).toBeNull()
  })
  it('does nothing when already there or with no direction', () => {
    expect(end(1440, 1)).toBeNull()
    expect(end(1300, 0)).toBeNull()
  })
  it('clamps points to the limit', () => {
    expect(end(4300, 1, 4400)).toBe(4400)
  })
  it('handles no points', () => {
    expect(end(100, 1, 6000, [])).toBeNull()
  })
})

describe('snap tween', () => {
  it('runs 0.5 s from start to end', () => {
    expect(SNAP_DURATION_MS).toBe(500)
    expect(snapTweenAt(100, 200, 0)).toBe(100)
    expect(snapTweenAt(100, 200, 250)).toBeCloseTo(150)
    expect(snapTweenAt(100, 200, 500)).toBe(200)
    expect(snapTweenAt(100, 200, 900)).toBe(200)
  })
  it('eases', () => {
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25)
    expect(easeInOutCubic(0.75)).toBeGreaterThan(0.75)
  })
})
