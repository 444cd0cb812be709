import { describe, expect, it } from 'vitest'
import { LINE_HEIGHT, normaliseWheel, wheelToTrackDelta } from './wheel.ts'

const viewport = { width: 1440, height: 900 }

describe('normaliseWheel', () => {
  it('keeps pixel deltas', () => {
    expect(normaliseWheel({ deltaX: 3, deltaY: 100, deltaMode: 0 }, viewport)).toEqual({
      x: 3,
      y: 100,
    })
  })
  it('turns lines into px', () => {
    expect(normaliseWheel({ deltaX: 0, deltaY: 3, deltaMode: 1 }, viewport)).toEqual({
      x: 0,
      y: 3 * LINE_HEIGHT,
    })
  })
  it('turns pages into viewports', () => {
    expect(normaliseWheel({ deltaX: 1, deltaY: 1, deltaMode: 2 }, viewport)).toEqual({
      x: 1440,
      y: 900,
    })
  })
})

describe('wheelToTrackDelta', () => {
  it('maps vertical wheel 1:1 onto the track', () => {
    expect(wheelToTrackDelta({ deltaX: 0, deltaY: 120, deltaMode: 0 }, viewport, 10_000)).toBe(120)
    expect(wheelToTrackDelta({ deltaX: 0, deltaY: -2, deltaMode: 1 }, viewport, 10_000)).toBe(-32)
  })
  it('moves 0.001 progress per unit of horizontal delta', () => {
    expect(wheelToTrackDelta({ deltaX: 10, deltaY: 0, deltaMode: 0 }, viewport, 10_000)).toBe(100)
  })
  it('lets the dominant axis win', () => {
    expect(wheelToTrackDelta({ deltaX: 2, deltaY: 40, deltaMode: 0 }, viewport, 10_000)).toBe(40)
    expect(
      wheelToTrackDelta({ deltaX: -30, deltaY: 4, deltaMode: 0 }, viewport, 10_000),
    ).toBeCloseTo(-300)
  })
})
