import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPlaneFrame, fillPlaneFrame } from './plane-frame.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fillPlaneFrame', () => {
  it('fills the same object each frame from the loop, the scroll and the canvas', () => {
    vi.stubGlobal('window', { devicePixelRatio: 2 })
    const frame = createPlaneFrame()
    const scroll = { drawn: 120.5, velocity: -12, dpr: 1.5, reducedMotion: true }
    const moment = { now: 1000, moving: true, pageY: 40, size: { width: 1440, height: 900 } }
    const filled = fillPlaneFrame(frame, moment, scroll)
    expect(filled).toBe(frame)
    expect(frame).toEqual({
      now: 1000,
      drawn: 120.5,
      velocity: -12,
      moving: true,
      pageY: 40,
      width: 1440,
      height: 900,
      // The grid the last layout measured, and the window's ratio now (after a zoom, the
      // two differ until the rebuild).
      dpr: 1.5,
      textureDpr: 2,
      reducedMotion: true,
    })
    scroll.reducedMotion = false
    moment.now = 1016
    moment.moving = false
    fillPlaneFrame(frame, moment, scroll)
    expect(frame.now).toBe(1016)
    expect(frame.moving).toBe(false)
    expect(frame.reducedMotion).toBe(false)
  })

  it('takes a pixel ratio of 1 where the window reports none', () => {
    vi.stubGlobal('window', { devicePixelRatio: 0 })
    const frame = fillPlaneFrame(
      createPlaneFrame(),
      { now: 0, moving: false, pageY: 0, size: { width: 1, height: 1 } },
      { drawn: 0, velocity: 0, dpr: 1, reducedMotion: false },
    )
    expect(frame.textureDpr).toBe(1)
  })
})
