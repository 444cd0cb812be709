// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VirtualScroll } from '../engine/virtual-scroll.ts'
import { EMPTY_LAYOUT, type TrackLayout } from '../layout/layout.ts'
import { entryPlace } from './history-place.ts'
import { saveEntryPlace } from './place-savers.ts'
import type { TrackPlace } from './track-place.ts'
import { ARRIVAL_WAIT_MS, VirtualPlace } from './virtual-place.ts'

const spans = [0, 1, 2, 3, 4, 5].map((i) => ({ start: i * 1000, width: 1000 }))
const layoutOf = (limit: number): TrackLayout => ({
  ...EMPTY_LAYOUT,
  viewportWidth: 1024,
  viewportHeight: 640,
  limit,
  panels: spans,
})

function setUp(limit = 5000) {
  const scroll = {
    target: 0,
    jumpTo: vi.fn((x: number) => {
      scroll.target = x
    }),
  }
  let layout = layoutOf(limit)
  const place = new VirtualPlace({
    scroll,
    layout: () => layout,
    shownPath: () => '/work',
    keep: (p: TrackPlace) => {
      p.expanded = true
    },
  })
  const setLayout = (l: TrackLayout) => {
    layout = l
  }
  return { scroll, place, setLayout }
}

const noScroll = {} as VirtualScroll
const left: TrackPlace = { x: 2500, width: 1024, anchor: { index: 2, fraction: 0.5 } }

beforeEach(() => {
  history.replaceState(null, '', '/work')
})
afterEach(() => {
  vi.useRealTimers()
})

describe('VirtualPlace: saving', () => {
  it('writes where the track is going, with the features’ state, before a link navigation', () => {
    const { scroll, place } = setUp()
    scroll.target = 2500
    saveEntryPlace()
    expect(entryPlace()).toEqual({ ...left, expanded: true })
    place.stop()
    scroll.target = 100
    saveEntryPlace()
    expect(entryPlace()?.x).toBe(2500)
  })

  it('writes when the track comes to rest, not while it moves', () => {
    const { scroll, place } = setUp()
    scroll.target = 1200
    place.frame(0, noScroll, true)
    expect(entryPlace()).toBeNull()
    place.frame(16, noScroll, false)
    expect(entryPlace()?.x).toBe(1200)
    scroll.target = 1300
    place.frame(32, noScroll, false)
    expect(entryPlace()?.x).toBe(1200)
    place.stop()
  })

  it('writes nothing for a page the track no longer shows, nor while a place is awaited', () => {
    const { scroll, place } = setUp()
    scroll.target = 900
    history.replaceState(null, '', '/about')
    place.frame(0, noScroll, true)
    place.frame(16, noScroll, false)
    expect(entryPlace()).toBeNull()
    history.replaceState(null, '', '/work')
    place.arrive(left)
    saveEntryPlace()
    expect(entryPlace()).toBeNull()
    place.stop()
  })
})

describe('VirtualPlace: arriving', () => {
  it('jumps to the place at the first measurement it fits in, once', () => {
    const { scroll, place } = setUp()
    place.arrive(left)
    expect(place.afterRebuild(layoutOf(2000))).toBe(false)
    expect(scroll.jumpTo).not.toHaveBeenCalled()
    expect(place.afterRebuild(layoutOf(5000))).toBe(true)
    expect(scroll.jumpTo).toHaveBeenCalledWith(2500)
    expect(place.afterRebuild(layoutOf(5000))).toBe(false)
    expect(scroll.jumpTo).toHaveBeenCalledTimes(1)
    place.stop()
  })

  it('restores the same panel share at another viewport width', () => {
    const { scroll, place } = setUp()
    place.arrive({ ...left, width: 1440 })
    const wider = {
      ...layoutOf(9000),
      panels: spans.map((s) => ({ start: s.start * 2, width: 2000 })),
    }
    expect(place.afterRebuild(wider)).toBe(true)
    expect(scroll.jumpTo).toHaveBeenCalledWith(5000)
    place.stop()
  })

  it('goes as far as the track allows once the wait is over', () => {
    vi.useFakeTimers()
    const { scroll, place, setLayout } = setUp()
    place.arrive(left)
    setLayout(layoutOf(1800))
    vi.advanceTimersByTime(ARRIVAL_WAIT_MS)
    expect(scroll.jumpTo).toHaveBeenCalledWith(1800)
    expect(place.arriving).toBe(false)
    place.stop()
  })

  it('the visitor’s own input, or a link’s page without a place, waits for nothing', () => {
    vi.useFakeTimers()
    const { scroll, place } = setUp()
    place.arrive(left)
    place.release()
    expect(place.afterRebuild(layoutOf(5000))).toBe(false)
    place.arrive(null)
    expect(place.afterRebuild(layoutOf(5000))).toBe(false)
    vi.advanceTimersByTime(ARRIVAL_WAIT_MS)
    expect(scroll.jumpTo).not.toHaveBeenCalled()
    place.stop()
  })
})
