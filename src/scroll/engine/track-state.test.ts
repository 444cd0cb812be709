import { describe, expect, it, vi } from 'vitest'
import { isGliding, trackMotion, trackState, watchTrack } from './track-state.ts'

describe('isGliding', () => {
  const rest = { virtual: true, motion: { current: 300, target: 300, velocity: 0, progress: 0 } }

  it('is false at rest, true while the track has somewhere to go or is still moving', () => {
    expect(isGliding(rest)).toBe(false)
    expect(isGliding({ ...rest, motion: { ...rest.motion, target: 900 } })).toBe(true)
    // The last frame of a glide: on target, but it moved to get there.
    expect(isGliding({ ...rest, motion: { ...rest.motion, velocity: 0.4 } })).toBe(true)
  })

  it('never counts native scrolling, which the browser runs off the main thread', () => {
    const moving = { ...rest.motion, target: 900, velocity: 12 }
    expect(isGliding({ virtual: false, motion: moving })).toBe(false)
  })

  it('reads the store’s own motion by default', () => {
    trackState.virtual = true
    try {
      trackMotion.target = 500
      expect(isGliding()).toBe(true)
      trackMotion.target = trackMotion.current
      expect(isGliding()).toBe(false)
    } finally {
      trackState.virtual = false
      trackMotion.target = 0
    }
  })
})

describe('watchTrack', () => {
  it('calls back in the same task as the write, with the new value, once per change of its key', () => {
    const seen: number[] = []
    const stop = watchTrack('limit', (value) => seen.push(value))
    try {
      trackState.atEnd = true
      expect(seen).toEqual([])
      trackState.limit = 2500
      // No await: a deferred subscriber would not have been told yet.
      expect(seen).toEqual([2500])
      trackState.limit = 2500
      trackState.limit = 4000
      expect(seen).toEqual([2500, 4000])
    } finally {
      stop()
      trackState.limit = 0
      trackState.atEnd = false
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

describe('the motion', () => {
  it('is held by the store, and a write of it notifies none of the store’s subscribers', () => {
    expect(trackState.motion).toBe(trackMotion)
    const told = vi.fn()
    const stop = watchTrack('atEnd', told)
    const queued = vi.spyOn(Promise.prototype, 'then')
    try {
      trackMotion.current = 300
      trackMotion.progress = 0.3
      expect(told).not.toHaveBeenCalled()
      expect(queued).not.toHaveBeenCalled()
    } finally {
      stop()
      queued.mockRestore()
      trackMotion.current = 0
      trackMotion.progress = 0
    }
  })
})
