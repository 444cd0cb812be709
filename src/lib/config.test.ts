import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  beginFullscreenVideo,
  configStore,
  endFullscreenVideo,
  FULLSCREEN_CLEAR_MS,
} from './config.ts'

describe('full-screen video flag', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    configStore.fullscreenVideo = false
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is set at once and cleared 200 ms after the video leaves full screen', () => {
    expect(FULLSCREEN_CLEAR_MS).toBe(200)
    beginFullscreenVideo()
    expect(configStore.fullscreenVideo).toBe(true)
    endFullscreenVideo()
    vi.advanceTimersByTime(199)
    expect(configStore.fullscreenVideo).toBe(true)
    vi.advanceTimersByTime(1)
    expect(configStore.fullscreenVideo).toBe(false)
  })

  it('stays set when a video re-enters full screen before the clear fires', () => {
    beginFullscreenVideo()
    endFullscreenVideo()
    vi.advanceTimersByTime(100)
    beginFullscreenVideo()
    vi.advanceTimersByTime(500)
    expect(configStore.fullscreenVideo).toBe(true)
  })
})
