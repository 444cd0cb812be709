import { describe, expect, it } from 'vitest'
import { damp, dampShare, progressOf, toDevicePixels, trackLimit } from './scroll-math.ts'

describe('limit and progress', () => {
  it('limit is track minus viewport, never negative', () => {
    expect(trackLimit(5000, 1440)).toBe(3560)
    expect(trackLimit(800, 1440)).toBe(0)
  })
  it('progress is 0–1 and 0 on an empty track', () => {
    expect(progressOf(1780, 3560)).toBe(0.5)
    expect(progressOf(9999, 3560)).toBe(1)
    expect(progressOf(10, 0)).toBe(0)
  })
})

describe('damp', () => {
  it('moves part of the way toward the target', () => {
    const next = damp(0, 100, dampShare(8, 1 / 60))
    expect(next).toBeGreaterThan(0)
    expect(next).toBeLessThan(100)
  })
  it('is frame-rate independent: two half steps equal one full step', () => {
    const once = damp(0, 100, dampShare(8, 1 / 30))
    const twice = damp(damp(0, 100, dampShare(8, 1 / 60)), 100, dampShare(8, 1 / 60))
    expect(twice).toBeCloseTo(once, 9)
  })
  it('lands exactly on the target when close, so the loop can rest', () => {
    expect(damp(99.995, 100, dampShare(8, 1 / 60))).toBe(100)
  })
  it('jumps when damping is off (reduced motion) and stands still with no time', () => {
    expect(damp(0, 100, dampShare(0, 1 / 60))).toBe(100)
    expect(damp(40, 100, dampShare(8, 0))).toBe(40)
  })
})

describe('device pixel rounding', () => {
  it('rounds to the device pixel grid', () => {
    expect(toDevicePixels(10.3, 1)).toBe(10)
    expect(toDevicePixels(10.3, 2)).toBe(10.5)
    expect(toDevicePixels(10.3, 0)).toBe(10)
  })
})
