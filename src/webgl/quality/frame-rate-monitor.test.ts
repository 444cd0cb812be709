import { describe, expect, it } from 'vitest'
import { FrameRateMonitor } from './frame-rate-monitor.ts'

/**
 * Feeds `seconds` of frames at `fps` from `start` ms, the first one after a rest unless
 * `joined` (then it continues the frame before, as if there had been no rest). Returns
 * the time of the last frame.
 */
function run(m: FrameRateMonitor, fps: number, seconds: number, start: number, joined = false) {
  const interval = 1000 / fps
  let now = start
  m.frame(now, joined)
  for (let i = 1; i <= Math.round(fps * seconds); i++) {
    now = start + i * interval
    m.frame(now, true)
  }
  return now
}

describe('FrameRateMonitor', () => {
  it('keeps full sharpness while frames come at the refresh rate', () => {
    const m = new FrameRateMonitor()
    run(m, 60, 10, 0)
    expect(m.factor).toBe(1)
    expect(m.refreshRate).toBeGreaterThanOrEqual(60)
    expect(m.lowerBound).toBe(40)
  })

  it('raises the rate that keeps up once a faster display shows itself', () => {
    const m = new FrameRateMonitor()
    expect(m.lowerBound).toBe(40)
    run(m, 120, 1, 0)
    expect(m.lowerBound).toBe(60)
  })

  it('steps down under slow frames, one step per 10 samples of 250 ms, to the floor', () => {
    const m = new FrameRateMonitor()
    let t = run(m, 20, 2.6, 0)
    expect(m.factor).toBe(0.5)
    t = run(m, 20, 2.6, t + 100)
    expect(m.factor).toBe(0)
    run(m, 20, 2.6, t + 100)
    expect(m.factor).toBe(0)
  })

  it('steps back up when the frame rate recovers', () => {
    const m = new FrameRateMonitor(0)
    const t = run(m, 60, 2.6, 0)
    expect(m.factor).toBe(0.5)
    run(m, 60, 2.6, t + 100)
    expect(m.factor).toBe(1)
  })

  it('does not read the rests between frames as slow frames', () => {
    // Three frames (a texture arriving, a reveal) once a second, for a minute.
    const wakes = (joined: boolean) => {
      const m = new FrameRateMonitor()
      let t = 0
      for (let i = 0; i < 60; i++) t = run(m, 60, 0.05, t + 1000, joined && i > 0)
      return m.factor
    }
    expect(wakes(false)).toBe(1)
    // Counted as one run, rests included (drei's way), the same page reads as slow.
    expect(wakes(true)).toBe(0)
  })

  it('reports a change only when the factor moves', () => {
    const m = new FrameRateMonitor()
    let changes = 0
    let now = 0
    m.frame(now, false)
    for (let i = 0; i < 600; i++) {
      now += 50
      if (m.frame(now, true)) changes++
    }
    expect(changes).toBe(2)
    expect(m.factor).toBe(0)
  })
})
