import { describe, expect, it } from 'vitest'
import { StepAsideWatch } from './step-aside-watch.ts'

const LOWER = 40

/**
 * Feeds `seconds` of frames at `fps` from `start` ms, all of them counting (moving, at the
 * lowest ratio) unless `counts` says otherwise. Returns the last frame's time and whether
 * a frame decided.
 */
function run(w: StepAsideWatch, fps: number, seconds: number, start: number, counts = true) {
  let now = start
  let decided = w.frame(now, false, counts, LOWER)
  for (let i = 1; i <= Math.round(fps * seconds); i++) {
    now = start + (i * 1000) / fps
    decided = w.frame(now, true, counts, LOWER) || decided
  }
  return { now, decided }
}

describe('StepAsideWatch', () => {
  it('hands over after three seconds of slow frames while moving at the lowest ratio, once', () => {
    const w = new StepAsideWatch()
    expect(run(w, 20, 2.5, 0).decided).toBe(false)
    const { now, decided } = run(w, 20, 1, 3000)
    expect(decided).toBe(true)
    expect(w.decided).toBe(true)
    // The rate that decided, as drei counts it (a window's first frame included).
    expect(w.rate).toBeGreaterThan(20)
    expect(w.rate).toBeLessThan(25)
    expect(run(w, 20, 5, now + 100).decided).toBe(false)
  })

  it('keeps the canvas while frames keep up with the display', () => {
    const w = new StepAsideWatch()
    expect(run(w, 60, 30, 0).decided).toBe(false)
    expect(run(w, 45, 30, 40_000).decided).toBe(false)
  })

  it('counts short flicks together: a slow GPU scrolled in bursts decides too', () => {
    const w = new StepAsideWatch()
    let t = 0
    let decided = false
    for (let i = 0; i < 8 && !decided; i++) {
      const r = run(w, 15, 0.6, t)
      decided = r.decided
      t = r.now + 2000
    }
    expect(decided).toBe(true)
  })

  it('never decides on stalls between frames that keep up, however long', () => {
    const w = new StepAsideWatch()
    let t = 0
    for (let i = 0; i < 20; i++) {
      t = run(w, 60, 1, t).now
      // One frame two seconds late (a long task), the run going on after it.
      t += 2000
      expect(w.frame(t, true, true, LOWER)).toBe(false)
    }
    expect(w.decided).toBe(false)
  })

  it('never decides on frames that do not count: at rest, a video, a higher ratio', () => {
    const w = new StepAsideWatch()
    expect(run(w, 10, 60, 0, false).decided).toBe(false)
    // A video's own frames at rest come apart: each starts a new window, none closes.
    let t = 100_000
    for (let i = 0; i < 600; i++) {
      t += 80
      expect(w.frame(t, false, true, LOWER)).toBe(false)
    }
  })

  it('reads no slow frame from a hidden tab: restart drops the window under way', () => {
    const w = new StepAsideWatch()
    let t = 0
    for (let i = 0; i < 20; i++) {
      t = run(w, 60, 0.2, t).now
      // Hidden for ten seconds mid-gesture: no frame until it shows again, and the scroll
      // loop's next frame follows on from the last.
      w.restart()
      t += 10_000
      expect(w.frame(t, true, true, LOWER)).toBe(false)
    }
    expect(w.decided).toBe(false)
  })
})
