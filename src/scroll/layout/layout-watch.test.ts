// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PANEL_GROUP_ATTR } from '../track-dom.ts'
import { LayoutWatch, type LayoutWatchOptions, REBUILD_DELAY_MS } from './layout-watch.ts'

/** jsdom has no ResizeObserver: one that never reports is enough for these tests. */
class QuietResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function watched(
  frozen: LayoutWatchOptions['frozen'] = () => false,
  options: Pick<LayoutWatchOptions, 'viewMoved'> = {},
  Observer: unknown = QuietResizeObserver,
) {
  vi.stubGlobal('ResizeObserver', Observer)
  const track = document.createElement('div')
  const panel = document.createElement('section')
  track.append(panel)
  document.body.append(track)
  const rebuild = vi.fn()
  const onStale = vi.fn()
  const watch = new LayoutWatch({
    track,
    rebuild,
    onResize: () => {},
    onStale,
    frozen,
    ...options,
  })
  return { track, panel, rebuild, onStale, watch }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('LayoutWatch on media loads', () => {
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

describe('LayoutWatch on panels added and removed', () => {
  it('rebuilds for panels appended at the end without making the rects stale', async () => {
    vi.useFakeTimers()
    const { track, rebuild, onStale, watch } = watched()
    track.append(document.createElement('section'), document.createElement('section'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(onStale).not.toHaveBeenCalled()
    watch.stop()
  })

  it('lets a batch appended to a group widen the track without going stale', async () => {
    vi.useFakeTimers()
    const { track, panel, onStale, rebuild, watch } = watched()
    const group = document.createElement('div')
    group.setAttribute(PANEL_GROUP_ATTR, '')
    track.append(group)
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    group.append(document.createElement('article'), document.createElement('article'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(2)
    expect(onStale).not.toHaveBeenCalled()
    // A card taken out of the group moves what follows it.
    group.firstElementChild?.remove()
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(onStale).toHaveBeenCalledTimes(1)
    expect(panel.isConnected).toBe(true)
    watch.stop()
  })

  it('makes the rects stale when a panel is inserted before others or removed', async () => {
    vi.useFakeTimers()
    const { track, panel, onStale, watch } = watched()
    track.prepend(document.createElement('section'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(onStale).toHaveBeenCalledTimes(1)
    panel.remove()
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(onStale).toHaveBeenCalledTimes(2)
    watch.stop()
  })
})

describe('LayoutWatch while frozen', () => {
  it('asks whether it is frozen when a rebuild is due, and runs a held one on thaw', async () => {
    vi.useFakeTimers()
    // As the track composes it: a list filling in holds rebuilds, but not at its end.
    const state = { frozen: true, urgent: false }
    const { track, rebuild, watch } = watched(() => state.frozen && !state.urgent)
    // A batch goes in while frozen: the rebuild waits.
    track.append(document.createElement('section'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 4)
    expect(rebuild).not.toHaveBeenCalled()
    // The visitor reaches the end (urgent), and the waiting rebuild is asked for: it runs.
    state.urgent = true
    watch.thaw()
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    // Still there when the next batch goes in: it rebuilds with no thaw.
    track.append(document.createElement('section'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(2)
    // Away from the end again: held until the freeze ends.
    state.urgent = false
    track.append(document.createElement('section'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 4)
    expect(rebuild).toHaveBeenCalledTimes(2)
    state.frozen = false
    watch.thaw()
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(3)
    watch.stop()
  })
})

/** A ResizeObserver the test drives: `report` delivers a size for the track. */
class DrivenResizeObserver {
  static last: DrivenResizeObserver | null = null
  readonly targets: Element[] = []
  constructor(private readonly callback: (entries: unknown[]) => void) {
    DrivenResizeObserver.last = this
  }
  observe(el: Element) {
    this.targets.push(el)
  }
  unobserve() {}
  disconnect() {}
  report(target: Element, width: number, height: number) {
    this.callback([{ target, borderBoxSize: [{ inlineSize: width, blockSize: height }] }])
  }
}

/** A watch whose track's size reports the test sends (DrivenResizeObserver). */
function driven(viewMoved: () => boolean) {
  const watching = watched(() => false, { viewMoved }, DrivenResizeObserver)
  return { ...watching, observer: DrivenResizeObserver.last as DrivenResizeObserver }
}

describe('LayoutWatch on the track changing size', () => {
  it('observes the track alone, however many panels it holds', () => {
    const { track, observer, watch } = driven(() => false)
    track.append(document.createElement('section'))
    expect(observer.targets).toEqual([track])
    watch.stop()
  })

  it('takes the first report as the size measured, and any change of height as stale', async () => {
    vi.useFakeTimers()
    const { track, onStale, rebuild, observer, watch } = driven(() => false)
    observer.report(track, 5000, 800)
    expect(onStale).not.toHaveBeenCalled()
    observer.report(track, 5000, 760)
    expect(onStale).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    watch.stop()
  })

  it('takes a wider track with no panel gone in as a panel changing size: stale', () => {
    const { track, onStale, observer, watch } = driven(() => false)
    observer.report(track, 5000, 800)
    observer.report(track, 5200, 800)
    expect(onStale).toHaveBeenCalledTimes(1)
    watch.stop()
  })

  it('takes a report of the size a rebuild read as no change, however late it comes', async () => {
    vi.useFakeTimers()
    const { track, onStale, rebuild, observer, watch } = driven(() => true)
    const size = { width: 5000, height: 800 }
    track.getBoundingClientRect = () => ({ ...size }) as DOMRect
    observer.report(track, 5000, 800)
    // A batch goes in and the rebuild's timer runs before the frame that reports it.
    size.width = 5400
    track.append(document.createElement('section'))
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    observer.report(track, 5400.3, 800)
    expect(onStale).not.toHaveBeenCalled()
    // A panel growing after that rebuild is a change again.
    observer.report(track, 5600, 800)
    expect(onStale).toHaveBeenCalledTimes(1)
    watch.stop()
  })
})

describe('LayoutWatch on panels going in and the track widening', () => {
  it('lets panels going in widen it without going stale, unless what is in view moved', async () => {
    vi.useFakeTimers()
    const view = { moved: false }
    const { track, onStale, rebuild, observer, watch } = driven(() => view.moved)
    observer.report(track, 5000, 800)
    track.append(document.createElement('section'))
    await Promise.resolve()
    observer.report(track, 5400, 800)
    expect(onStale).not.toHaveBeenCalled()
    view.moved = true
    observer.report(track, 5500, 800)
    expect(onStale).toHaveBeenCalledTimes(1)
    // The rebuild measures the panels that went in: a change after it is a panel's again.
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalled()
    view.moved = false
    observer.report(track, 5600, 800)
    expect(onStale).toHaveBeenCalledTimes(2)
    watch.stop()
  })

  it('takes a batch appended inside a group, as one after it, for panels going in', async () => {
    vi.useFakeTimers()
    const { track, onStale, rebuild, observer, watch } = driven(() => false)
    track.getBoundingClientRect = () => ({ width: 5000, height: 800 }) as DOMRect
    const group = document.createElement('div')
    group.setAttribute(PANEL_GROUP_ATTR, '')
    track.append(group)
    observer.report(track, 5000, 800)
    // The rebuild measures the group: what went in before it is measured.
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    group.append(document.createElement('article'))
    await Promise.resolve()
    observer.report(track, 5400, 800)
    expect(onStale).not.toHaveBeenCalled()
    watch.stop()
  })
})

describe('LayoutWatch.rebuildNow (a new page in the DOM)', () => {
  it('measures at once: the page swap it has seen is neither stale nor rebuilt again', async () => {
    vi.useFakeTimers()
    const { track, panel, rebuild, onStale, watch } = watched()
    // A new page replaces the old one's panels: on its own this makes the rects stale.
    panel.replaceWith(document.createElement('section'), document.createElement('section'))
    watch.rebuildNow('content')
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(rebuild).toHaveBeenCalledWith('content')
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(onStale).not.toHaveBeenCalled()
    expect(rebuild).toHaveBeenCalledTimes(1)
    // A change after it is a change again.
    track.firstElementChild?.remove()
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(onStale).toHaveBeenCalledTimes(1)
    expect(rebuild).toHaveBeenCalledTimes(2)
    watch.stop()
  })

  it('while frozen, waits like any rebuild, the changes still counted', async () => {
    vi.useFakeTimers()
    let frozen = true
    const { panel, rebuild, onStale, watch } = watched(() => frozen)
    panel.replaceWith(document.createElement('section'))
    watch.rebuildNow('content')
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).not.toHaveBeenCalled()
    expect(onStale).toHaveBeenCalledTimes(1)
    frozen = false
    watch.thaw()
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 2)
    expect(rebuild).toHaveBeenCalledTimes(1)
    watch.stop()
  })
})
