import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackState } from '../../scroll/engine/track-state.ts'
import { progressWhileVirtual } from './progress-while-virtual.ts'

const line = {} as HTMLElement
const bar = {} as HTMLElement

/** A stand-in for the desktop chunk's binder: counts the lines bound and unbound. */
function binder() {
  const state = { bound: 0, unbound: 0 }
  const bind = () => {
    state.bound++
    return () => {
      state.unbound++
    }
  }
  return { state, load: vi.fn(() => Promise.resolve(bind)) }
}

describe('progressWhileVirtual', () => {
  afterEach(() => {
    trackState.virtual = false
  })

  it('loads nothing and draws nothing while the track scrolls natively (phones)', async () => {
    const { state, load } = binder()
    const stop = progressWhileVirtual(line, bar, load)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    expect(state.bound).toBe(0)
    stop()
  })

  it('draws the line while the virtual track runs, and stops with it', async () => {
    const { state, load } = binder()
    const stop = progressWhileVirtual(line, bar, load)
    trackState.virtual = true
    await vi.waitFor(() => expect(state.bound).toBe(1))
    trackState.virtual = false
    expect(state.unbound).toBe(1)
    trackState.virtual = true
    await vi.waitFor(() => expect(state.bound).toBe(2))
    stop()
    expect(state.unbound).toBe(2)
  })

  it('binds nothing when stopped before the chunk arrived, and survives a chunk that fails', async () => {
    const { state, load } = binder()
    trackState.virtual = true
    progressWhileVirtual(line, bar, load)()
    await Promise.resolve()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    expect(state.bound).toBe(0)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stop = progressWhileVirtual(line, bar, () => Promise.reject(new Error('offline')))
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    stop()
    warn.mockRestore()
  })
})
