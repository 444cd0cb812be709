// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configStore } from '../../lib/config.ts'
import { closeReel, isReelOpen, playReel } from './showreel.ts'

function mountPlayer(play: () => Promise<void>, fullscreen: () => Promise<void>) {
  document.body.innerHTML = `
    <button id="opener">View Reel</button>
    <main id="main"></main>
    <div data-reel hidden><video></video><button data-reel-close>Close</button></div>`
  const video = document.querySelector('video') as HTMLVideoElement
  video.play = vi.fn(play)
  video.pause = vi.fn()
  video.requestFullscreen = vi.fn(fullscreen)
  document.getElementById('opener')?.focus()
  return video
}

describe('playReel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    configStore.fullscreenVideo = false
  })
  afterEach(() => {
    closeReel()
    vi.runAllTimers()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('plays, then asks for full screen, with the flag set at once', async () => {
    const order: string[] = []
    const video = mountPlayer(
      async () => void order.push('play'),
      async () => void order.push('fullscreen'),
    )
    const mode = playReel(video)
    expect(configStore.fullscreenVideo).toBe(true)
    expect(await mode).toBe('fullscreen')
    expect(order).toEqual(['play', 'fullscreen'])
    expect(video.preload).toBe('auto')
  })

  it('falls back to the overlay with a warning when full screen fails, and cleans up on close', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const video = mountPlayer(
      async () => {},
      () => Promise.reject(new Error('denied')),
    )
    expect(await playReel(video)).toBe('overlay')
    const root = document.querySelector<HTMLElement>('[data-reel]')
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/full screen failed/),
      expect.any(Error),
    )
    expect(root?.hidden).toBe(false)
    expect(root?.dataset.mode).toBe('overlay')
    expect(document.activeElement?.matches('[data-reel-close]')).toBe(true)
    expect(document.getElementById('main')?.hasAttribute('inert')).toBe(true)
    // The focus trap came with the overlay: Tab stays inside it.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })
    document.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)

    closeReel()
    expect(isReelOpen()).toBe(false)
    expect(video.pause).toHaveBeenCalled()
    expect(root?.hidden).toBe(true)
    expect(document.activeElement?.id).toBe('opener')
    expect(document.getElementById('main')?.hasAttribute('inert')).toBe(false)
    expect(configStore.fullscreenVideo).toBe(true)
    vi.advanceTimersByTime(200)
    expect(configStore.fullscreenVideo).toBe(false)
  })

  it('warns when playback fails and keeps the player up with controls', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const video = mountPlayer(
      () => Promise.reject(new Error('blocked')),
      () => Promise.reject(new Error('denied')),
    )
    await playReel(video)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/playback failed/), expect.any(Error))
    expect(video.controls).toBe(true)
    expect(isReelOpen()).toBe(true)
  })
})
