import { describe, expect, it } from 'vitest'
import { shouldPlay } from './video-playback.ts'

describe('shouldPlay', () => {
  it('autoplays on screen only without reduced motion', () => {
    expect(shouldPlay('auto', true, false)).toBe(true)
    expect(shouldPlay('auto', true, true)).toBe(false)
    expect(shouldPlay('auto', false, false)).toBe(false)
  })
  it('an explicit play wins over reduced motion, never off screen', () => {
    expect(shouldPlay('playing', true, true)).toBe(true)
    expect(shouldPlay('playing', false, false)).toBe(false)
  })
  it('an explicit pause always pauses', () => {
    expect(shouldPlay('paused', true, false)).toBe(false)
  })
})
