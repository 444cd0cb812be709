import { describe, expect, it } from 'vitest'
import { isGliding } from './track-state.ts'

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
