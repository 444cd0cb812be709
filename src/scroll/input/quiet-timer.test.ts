import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { quietTimer } from './quiet-timer.ts'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('quietTimer', () => {
  it('calls back once, the given time after the last poke', () => {
    const quiet = vi.fn()
    const timer = quietTimer(150, quiet)
    for (let i = 0; i < 5; i++) {
      timer.poke()
      vi.advanceTimersByTime(100)
    }
    expect(quiet).not.toHaveBeenCalled()
    vi.advanceTimersByTime(49)
    expect(quiet).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(quiet).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(quiet).toHaveBeenCalledTimes(1)
  })

  it('sets no timer per poke', () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout')
    const timer = quietTimer(150, () => {})
    for (let i = 0; i < 60; i++) {
      timer.poke()
      vi.advanceTimersByTime(16)
    }
    vi.advanceTimersByTime(150)
    expect(setTimer.mock.calls.length).toBeLessThanOrEqual(8)
  })

  it('calls nothing once cancelled, and starts again with the next poke', () => {
    const quiet = vi.fn()
    const timer = quietTimer(150, quiet)
    timer.poke()
    timer.cancel()
    vi.advanceTimersByTime(500)
    expect(quiet).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
    timer.poke()
    vi.advanceTimersByTime(150)
    expect(quiet).toHaveBeenCalledTimes(1)
  })
})
