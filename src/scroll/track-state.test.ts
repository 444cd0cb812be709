import { describe, expect, it, vi } from 'vitest'
import { isGliding, trackState, watchTrack } from './track-state.ts'

describe('isGliding', () => {
  const rest = { virtual: true, current: 300, target: 300, velocity: 0 }

  it('is false at rest, true while the track has somewhere to go or is still moving', () => {
    expect(isGliding(rest)).toBe(false)
    expect(isGliding({ ...rest, target: 900 })).toBe(true)
    // The last frame of a glide: on target, but it moved to get there.
    expect(isGliding({ ...rest, velocity: 0.4 })).toBe(true)
  })

  it('never counts native scrolling, which the browser runs off the main thread', () => {
    expect(isGliding({ ...rest, virtual: false, target: 900, velocity: 12 })).toBe(false)
  })
})

describe('watchTrack', () => {
  it('calls back in the same task as the write, with the new value, once per change of its key', () => {
    const seen: number[] = []
    const stop = watchTrack('progress', (value) => seen.push(value))
    try {
      trackState.current = 120
      trackState.velocity = 4
      expect(seen).toEqual([])
      trackState.progress = 0.25
      // No await: a deferred subscriber would not have been told yet.
      expect(seen).toEqual([0.25])
      trackState.progress = 0.25
      trackState.progress = 0.5
      expect(seen).toEqual([0.25, 0.5])
    } finally {
      stop()
      trackState.progress = 0
      trackState.current = 0
      trackState.velocity = 0
    }
  })

  it('schedules no microtask for the frame loop’s writes', () => {
    const queued = vi.spyOn(Promise.prototype, 'then')
    const stop = watchTrack('atEnd', () => {})
    try {
      trackState.current = 300
      trackState.progress = 0.3
      expect(queued).not.toHaveBeenCalled()
    } finally {
      stop()
      queued.mockRestore()
      trackState.current = 0
      trackState.progress = 0
    }
  })

  it('stops calling back once stopped', () => {
    const seen: boolean[] = []
    const stop = watchTrack('atEnd', (value) => seen.push(value))
    stop()
    trackState.atEnd = true
    trackState.atEnd = false
    expect(seen).toEqual([])
  })
})
