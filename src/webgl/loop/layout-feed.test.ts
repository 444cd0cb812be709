import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_LAYOUT, type TrackLayout } from '../../scroll/layout/layout.ts'
import type { LayoutListener } from '../../scroll/track-layouts.ts'
import { LayoutFeed } from './layout-feed.ts'

/** A track whose layouts and stale signals the test sends, into a taker that records them. */
function feed() {
  let send: LayoutListener = () => {}
  let stale: () => void = () => {}
  const track = {
    onLayout: vi.fn((listener: LayoutListener) => {
      send = listener
      return () => {
        send = () => {}
      }
    }),
    onStale: vi.fn((listener: () => void) => {
      stale = listener
      return () => {
        stale = () => {}
      }
    }),
  }
  const taken: [TrackLayout, boolean][] = []
  const taker = {
    stale: false,
    applyLayout: (layout: TrackLayout, routeChanged: boolean) => {
      taker.stale = false
      taken.push([layout, routeChanged])
    },
    markStale: vi.fn(() => {
      taker.stale = true
    }),
  }
  const fed = new LayoutFeed(track, taker)
  return {
    fed,
    taken,
    taker,
    send: (l: TrackLayout, r: boolean) => send(l, r),
    stale: () => stale(),
  }
}

const layout = (version: number): TrackLayout => ({ ...EMPTY_LAYOUT, version })

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('window', { setTimeout, clearTimeout })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('LayoutFeed', () => {
  it('hands a same-route layout over in a task of its own while the drawn rects hold', () => {
    const f = feed()
    f.send(layout(1), false)
    expect(f.taken).toEqual([])
    expect(f.fed.waiting).toBe(true)
    vi.runAllTimers()
    expect(f.taken).toEqual([[layout(1), false]])
    expect(f.fed.waiting).toBe(false)
  })

  it('hands a new page’s layout over at once', () => {
    const f = feed()
    f.send(layout(1), true)
    expect(f.taken).toEqual([[layout(1), true]])
  })

  it('marks the rects stale at once, dropping a layout measured before, and applies the next at once', () => {
    const f = feed()
    f.send(layout(1), false)
    f.stale()
    expect(f.taker.markStale).toHaveBeenCalledTimes(1)
    expect(f.fed.waiting).toBe(false)
    f.send(layout(2), false)
    vi.runAllTimers()
    expect(f.taken).toEqual([[layout(2), false]])
  })

  it('keeps only the newest of two layouts waiting, and none after stop', () => {
    const f = feed()
    f.send(layout(1), false)
    f.send(layout(2), false)
    vi.runAllTimers()
    expect(f.taken).toEqual([[layout(2), false]])
    f.send(layout(3), false)
    f.fed.stop()
    vi.runAllTimers()
    f.send(layout(4), true)
    expect(f.taken).toEqual([[layout(2), false]])
  })
})
