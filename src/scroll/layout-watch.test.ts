// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadMovesLayout, REBUILD_DELAY_MS, watchLayout } from './layout-watch.ts'

/** jsdom has no ResizeObserver: one that never reports is enough for these tests. */
class QuietResizeObserver {
  observe() {}
  disconnect() {}
}

function watched() {
  vi.stubGlobal('ResizeObserver', QuietResizeObserver)
  const track = document.createElement('div')
  const panel = document.createElement('section')
  track.append(panel)
  document.body.append(track)
  const rebuild = vi.fn()
  const watch = watchLayout({
    track,
    rebuild,
    onResize: () => {},
    onStale: () => {},
    frozen: () => false,
  })
  return { track, panel, rebuild, watch }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('loadMovesLayout', () => {
  it('says a picture with both width and height attributes keeps its box', () => {
    const img = document.createElement('img')
    img.setAttribute('width', '800')
    img.setAttribute('height', '600')
    expect(loadMovesLayout(img)).toBe(false)
  })

  it('says unsized or half-sized media may move the layout', () => {
    const img = document.createElement('img')
    expect(loadMovesLayout(img)).toBe(true)
    img.setAttribute('width', '800')
    expect(loadMovesLayout(img)).toBe(true)
    expect(loadMovesLayout(document.createElement('video'))).toBe(true)
  })

  it('ignores loads of anything that is not media', () => {
    expect(loadMovesLayout(document.createElement('iframe'))).toBe(false)
    expect(loadMovesLayout(null)).toBe(false)
  })
})

describe('watchLayout on media loads', () => {
  it('rebuilds once for a burst of unsized pictures loading, none for sized ones', async () => {
    vi.useFakeTimers()
    const { panel, rebuild, watch } = watched()
    const sized = document.createElement('img')
    sized.setAttribute('width', '4')
    sized.setAttribute('height', '3')
    const unsized = document.createElement('img')
    panel.append(sized, unsized)
    // The MutationObserver's rebuild for the appended pictures comes and goes first.
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    rebuild.mockClear()

    sized.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).not.toHaveBeenCalled()

    unsized.dispatchEvent(new Event('load'))
    unsized.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(rebuild).toHaveBeenCalledWith('content')
    watch.stop()
  })
})
