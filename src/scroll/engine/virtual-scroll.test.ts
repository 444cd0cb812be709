import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchMotion } from './motion-watch.ts'
import { SNAP_DURATION_MS } from './snap.ts'
import { trackMotion, trackState, watchTrack } from './track-state.ts'
import { VirtualScroll } from './virtual-scroll.ts'

/** A VirtualScroll over a stand-in track element: only its inline translation is written. */
function scrollOver(limit = 5000): {
  scroll: VirtualScroll
  track: { style: { translate: string } }
} {
  const track = { style: { translate: '' } }
  const scroll = new VirtualScroll(track as unknown as HTMLElement)
  scroll.setLimit(limit)
  return { scroll, track }
}

/** The same, its loop stopped: frames are driven by hand with `tick`. */
function makeScroll(limit = 5000): ReturnType<typeof scrollOver> {
  const made = scrollOver(limit)
  made.scroll.stop()
  return made
}

describe('VirtualScroll frame', () => {
  it('damps current toward target and writes the same value to the track and the state', () => {
    const { scroll, track } = makeScroll()
    scroll.scrollTo(1000)
    scroll.stop()
    scroll.tick(16)
    expect(scroll.current).toBeGreaterThan(0)
    expect(scroll.current).toBeLessThan(1000)
    expect(track.style.translate).toBe(`${-scroll.drawn}px`)
    expect(trackMotion.current).toBe(scroll.current)
    expect(trackMotion.progress).toBeCloseTo(scroll.current / 5000, 9)
  })

  it('tells the motion’s watchers once a frame, and the store’s subscribers only when atEnd flips', () => {
    const { scroll } = makeScroll(2000)
    let frames = 0
    const ends: boolean[] = []
    const stopMotion = watchMotion(() => frames++)
    const stopEnd = watchTrack('atEnd', (value) => ends.push(value))
    try {
      scroll.scrollTo(2000)
      scroll.stop()
      let now = 0
      const frame = () => {
        now += 16
        scroll.tick(now)
      }
      for (let i = 0; i < 10; i++) frame()
      expect(frames).toBe(10)
      expect(ends).toEqual([])
      while (scroll.current < 2000) frame()
      expect(ends).toEqual([true])
      frame()
      expect(ends).toEqual([true])
    } finally {
      stopMotion()
      stopEnd()
      scroll.jumpTo(0)
    }
  })

  it('reaches the target with no damping under reduced motion', () => {
    const { scroll } = makeScroll()
    scroll.reducedMotion = true
    scroll.scrollTo(1234)
    scroll.stop()
    scroll.tick(16)
    expect(scroll.current).toBe(1234)
    // Nothing left to ease: the loop may sleep.
    expect(scroll.tick(32)).toBe(false)
  })

  it('a snap lands on its point when its 0.5 s are over, not later', () => {
    const { scroll } = makeScroll()
    scroll.jumpTo(900)
    scroll.stop()
    scroll.snapToPoint(1000, 100)
    scroll.stop()
    scroll.tick(100 + SNAP_DURATION_MS / 2)
    // Halfway through an ease-in-out the track is halfway there.
    expect(scroll.current).toBeCloseTo(950, 6)
    scroll.tick(100 + SNAP_DURATION_MS)
    expect(scroll.current).toBe(1000)
    expect(scroll.snapping).toBe(false)
  })

  it('clamps every destination into 0..limit and reports the end', () => {
    const { scroll } = makeScroll(2000)
    scroll.jumpTo(99999)
    expect(scroll.current).toBe(2000)
    expect(trackState.atEnd).toBe(true)
    scroll.jumpTo(-50)
    expect(scroll.current).toBe(0)
    expect(trackState.atEnd).toBe(false)
  })
})

/** A stand-in for the browser's frame callbacks: frames run when the test says. */
function fakeFrames() {
  const pending = new Map<number, FrameRequestCallback>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    pending.set(next, cb)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id))
  let now = 0
  return {
    pending,
    /** Runs the callbacks pending now, as one frame 1/60 s after the last. */
    frame() {
      now += 1000 / 60
      const due = [...pending.values()]
      pending.clear()
      for (const cb of due) cb(now)
    },
  }
}

describe('VirtualScroll loop', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps exactly one frame pending while the track eases, and none once it rests', () => {
    const frames = fakeFrames()
    const { scroll } = scrollOver()
    frames.frame()
    expect(frames.pending.size).toBe(0)
    scroll.scrollTo(800)
    let count = 0
    while (frames.pending.size > 0 && count < 1000) {
      expect(frames.pending.size).toBe(1)
      frames.frame()
      count++
    }
    expect(count).toBeGreaterThan(10)
    expect(scroll.current).toBe(800)
    expect(frames.pending.size).toBe(0)
  })

  it('a client waking the loop during its frame leaves one frame pending, not two', () => {
    const frames = fakeFrames()
    const { scroll } = scrollOver()
    let wakes = 2
    scroll.addClient({
      frame: () => {
        if (wakes-- > 0) scroll.wake()
        return false
      },
    })
    frames.frame()
    expect(frames.pending.size).toBe(1)
    frames.frame()
    expect(frames.pending.size).toBe(1)
    frames.frame()
    expect(frames.pending.size).toBe(0)
  })

  it('while moving, asks for the next frame before the frame’s work; at rest, calls it off', () => {
    const frames = fakeFrames()
    const { scroll } = scrollOver()
    const pendingInTick: number[] = []
    scroll.addClient({
      frame: () => {
        pendingInTick.push(frames.pending.size)
        return false
      },
    })
    frames.frame()
    scroll.scrollTo(400)
    while (frames.pending.size > 0 && pendingInTick.length < 1000) frames.frame()
    expect(scroll.current).toBe(400)
    // The first frame of the glide asks after its work (nothing said another was due);
    // every frame after it had the next one asked for already while it ran.
    expect(pendingInTick.slice(0, 2)).toEqual([0, 0])
    expect(pendingInTick.slice(2, -1).every((n) => n === 1)).toBe(true)
    expect(pendingInTick.length).toBeGreaterThan(10)
    // The last frame found the track at rest: the request it made was called off.
    expect(frames.pending.size).toBe(0)
  })
})
