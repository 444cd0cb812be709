import { describe, expect, it } from 'vitest'
import { BEND_SHIFT } from '../materials/bend.ts'
import { createPlaneFrame } from './plane-frame.ts'
import {
  advanceLook,
  bendAmount,
  bendInvisible,
  easeHover,
  type FrameLook,
  revealProgress,
  revealStartAt,
} from './plane-motion.ts'

describe('bendAmount', () => {
  it('is proportional and clamped', () => {
    expect(bendAmount(0)).toBe(0)
    expect(bendAmount(40)).toBe(0.5)
    expect(bendAmount(-400)).toBe(-1)
  })
})

describe('bendInvisible', () => {
  it('lets a bend go once it shifts no picture by a quarter of a pixel', () => {
    // On planes up to 1,440 px: a quarter pixel is a bend of 0.25 / (0.06 × 1440).
    const limit = 0.25 / (BEND_SHIFT * 1440)
    expect(bendInvisible(0, 1440)).toBe(true)
    expect(bendInvisible(limit * 0.9, 1440)).toBe(true)
    expect(bendInvisible(-limit * 0.9, 1440)).toBe(true)
    expect(bendInvisible(limit * 1.1, 1440)).toBe(false)
    // The same bend shows on a plane twice as wide.
    expect(bendInvisible(limit * 0.9, 2880)).toBe(false)
  })
})

/** A look at rest, and a frame of `now` ms at `velocity` on a 1440 px canvas. */
function setup(velocity: number, reducedMotion = false) {
  const look: FrameLook = { seconds: 0, dt: 0, bend: 0, motion: 1 }
  const frame = { ...createPlaneFrame(), width: 1440, velocity, reducedMotion }
  return { look, frame }
}

describe('advanceLook', () => {
  it('keeps the clock in seconds and the time since the last frame, capped after a sleep', () => {
    const { look, frame } = setup(0)
    frame.now = 1000
    advanceLook(look, frame, 0, 0)
    // The first frame counts as one at 60 fps.
    expect(look.seconds).toBe(1)
    expect(look.dt).toBeCloseTo(1 / 60)
    frame.now = 1020
    advanceLook(look, frame, 1000, 0)
    expect(look.dt).toBeCloseTo(0.02)
    frame.now = 5000
    advanceLook(look, frame, 1020, 0)
    expect(look.dt).toBe(0.1)
  })

  it('eases the bend toward the scroll speed, and lets it go once it cannot be seen', () => {
    const { look, frame } = setup(80)
    let last = 0
    for (let now = 16; now <= 160; now += 16) {
      frame.now = now
      advanceLook(look, frame, last, 0)
      last = now
    }
    expect(look.bend).toBeGreaterThan(0.5)
    expect(look.bend).toBeLessThan(1)
    frame.velocity = 0
    for (let now = 176; now <= 3000; now += 16) {
      frame.now = now
      advanceLook(look, frame, last, 0)
      last = now
    }
    // Zero, not a tail too small to see that would keep asking for frames.
    expect(look.bend).toBe(0)
  })

  it('bends nothing under reduced motion', () => {
    const { look, frame } = setup(400, true)
    frame.now = 16
    advanceLook(look, frame, 0, 0)
    expect(look.motion).toBe(0)
    expect(look.bend).toBe(0)
  })

  it('judges the bend on the widest plane drawn when it is wider than the canvas', () => {
    const limit = 0.25 / (BEND_SHIFT * 1440)
    const narrow = setup(0)
    narrow.look.bend = limit * 1.05
    narrow.frame.now = 16
    advanceLook(narrow.look, narrow.frame, 0, 0)
    // Eased below the limit for the canvas: let go.
    expect(narrow.look.bend).toBe(0)
    const wide = setup(0)
    wide.look.bend = limit * 1.05
    wide.frame.now = 16
    advanceLook(wide.look, wide.frame, 0, 2880)
    expect(wide.look.bend).toBeGreaterThan(0)
  })
})

describe('easeHover', () => {
  it('eases toward its target and lands on it exactly', () => {
    const half = easeHover(0, 1, 1 / 60)
    expect(half).toBeGreaterThan(0)
    expect(half).toBeLessThan(1)
    let value = 0
    for (let i = 0; i < 120; i++) value = easeHover(value, 1, 1 / 60)
    expect(value).toBe(1)
    for (let i = 0; i < 120; i++) value = easeHover(value, 0, 1 / 60)
    expect(value).toBe(0)
  })

  it('never overshoots after a long frame', () => {
    expect(easeHover(0, 1, 0.5)).toBe(1)
  })
})

describe('reveal', () => {
  it('runs from the moment a plane enters view over its DOM image, with motion', () => {
    const start = revealStartAt(10, true, 1)
    expect(start).toBe(10)
    expect(revealProgress(start, 10)).toBe(0)
    const midway = revealProgress(start, 10.5)
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(1)
    expect(revealProgress(start, 20)).toBe(1)
  })

  it('is over at once under reduced motion, or when the DOM image still shows', () => {
    // Its start a reveal's length ago: complete, give or take rounding, and at the next frame.
    for (const start of [revealStartAt(10, true, 0), revealStartAt(10, false, 1)]) {
      expect(revealProgress(start, 10)).toBeCloseTo(1, 12)
      expect(revealProgress(start, 10 + 1 / 60)).toBe(1)
    }
  })

  it('is 0 before it starts', () => {
    expect(revealProgress(-1, 10)).toBe(0)
  })
})
