import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './first-paint.ts'

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void

/** A PerformanceObserver that supports paint timing and lets the test deliver entries. */
function fakeObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = []
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask']
    entry: { callback: Callback; disconnected: boolean }
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false }
      observers.push(this.entry)
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint(name: string) {
      for (const o of observers) {
        if (!o.disconnected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
      }
    },
    observers,
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('resolves at once when the first contentful paint has already happened', async () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry])
    expect(await settled(afterFirstPaint())).toBe(true)
  })

  it('waits for the first contentful paint, not the first paint, then stops observing', async () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([])
    const fake = fakeObserver()
    const waiting = afterFirstPaint(5000)
    expect(await settled(waiting)).toBe(false)
    fake.paint('first-paint')
    expect(await settled(waiting)).toBe(false)
    fake.paint('first-contentful-paint')
    expect(await settled(waiting)).toBe(true)
    expect(fake.observers.every((o) => o.disconnected)).toBe(true)
  })

  it('gives up waiting after its timeout, as in a hidden tab that never paints', async () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([])
    const fake = fakeObserver()
    const waiting = afterFirstPaint(1000)
    await vi.advanceTimersByTimeAsync(999)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waiting)).toBe(true)
    expect(fake.observers[0]?.disconnected).toBe(true)
  })
})
