import { afterEach, describe, expect, it, vi } from 'vitest'
import { openReel, registerReel } from './reel-actions.ts'

function fakePlayer(src: string | null) {
  const video = { getAttribute: (name: string) => (name === 'src' ? src : null) }
  const play = vi.fn(async () => 'fullscreen' as const)
  return { video: video as unknown as HTMLVideoElement, play }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('openReel', () => {
  it('plays on the registered player at once, in the click’s task', () => {
    const p = fakePlayer('/files/reel.mp4')
    const unregister = registerReel(p)
    void openReel()
    expect(p.play).toHaveBeenCalledWith(p.video)
    unregister()
  })

  it('waits for a player that registers after the click', async () => {
    const p = fakePlayer('/files/reel.mp4')
    const opened = openReel()
    expect(p.play).not.toHaveBeenCalled()
    const unregister = registerReel(p)
    await expect(opened).resolves.toBe('fullscreen')
    expect(p.play).toHaveBeenCalledTimes(1)
    unregister()
  })

  it('gives up with a warning when no player comes', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const opened = openReel()
    await vi.advanceTimersByTimeAsync(3000)
    await expect(opened).resolves.toBeNull()
    expect(warn).toHaveBeenCalledWith('Showreel: no player')
  })

  it('warns and plays nothing while the content has no reel', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const p = fakePlayer(null)
    const unregister = registerReel(p)
    await expect(openReel()).resolves.toBeNull()
    expect(p.play).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Showreel: no reel video in the content yet')
    unregister()
  })
})
