import { describe, expect, it } from 'vitest'
import { createStageQuality, dprFor, wantedDpr } from './stage-quality.ts'

describe('adaptive canvas pixel ratio', () => {
  it('is the device ratio at full sharpness, clamped to 1..2', () => {
    expect(dprFor(1, 1)).toBe(1)
    expect(dprFor(1, 2)).toBe(2)
    expect(dprFor(1, 3)).toBe(2)
    expect(dprFor(1, 0.5)).toBe(1)
  })
  it('steps down to half the device ratio as the factor falls', () => {
    expect(dprFor(0.5, 1)).toBe(0.75)
    expect(dprFor(0, 1)).toBe(0.5)
    expect(dprFor(0.5, 2)).toBe(1.5)
    expect(dprFor(0, 2)).toBe(1)
  })
  it('moves in eighths: a tiny factor change keeps the canvas size', () => {
    expect(dprFor(0.98, 1)).toBe(dprFor(1, 1))
    expect(dprFor(-1, 1)).toBe(0.5)
  })
  it('follows the factor unless a ratio is pinned', () => {
    const q = createStageQuality()
    expect(wantedDpr(q, 2)).toBe(2)
    q.factor = 0
    expect(wantedDpr(q, 2)).toBe(1)
    q.pinned = 0.75
    expect(wantedDpr(q, 2)).toBe(0.75)
  })
})
