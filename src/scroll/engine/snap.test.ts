import { describe, expect, it } from 'vitest'
import { easeInOutCubic, SNAP_DURATION_MS, snapTarget, snapTweenAt } from './snap.ts'

describe('snapTarget', () => {
  const points = [0, 1440, 3000, 5000]
  it('glides on to a section start just ahead in the gesture direction', () => {
    expect(snapTarget(1300, 1, points, 1440, 6000)).toBe(1440)
    expect(snapTarget(3100, -1, points, 1440, 6000)).toBe(3000)
  })
  it('never pulls back against the gesture', () => {
    expect(snapTarget(100, 1, points, 1440, 6000)).toBeNull()
    expect(snapTarget(2900, -1, points, 1440, 6000)).toBeNull()
  })
  it('leaves a position far from any start alone', () => {
    expect(snapTarget(2200, 1, points, 1440, 6000)).toBeNull()
  })
  it('does nothing when already there or with no direction', () => {
    expect(snapTarget(1440, 1, points, 1440, 6000)).toBeNull()
    expect(snapTarget(1300, 0, points, 1440, 6000)).toBeNull()
  })
  it('clamps points to the limit', () => {
    expect(snapTarget(4300, 1, points, 1440, 4400)).toBe(4400)
  })
  it('handles no points', () => {
    expect(snapTarget(100, 1, [], 1440, 6000)).toBeNull()
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
