import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './first-paint.ts'

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void

/** A PerformanceObserver that lets the test deliver paint entries, buffered ones included. */
function fakeObserver(buffered: string[] = []) {
  const observers: { callback: Callback; disconnected: boolean }[] = []
  const deliver = (o: { callback: Callback; disconnected: boolean }, name: string) => {
    if (!o.disconnected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
  }
  class FakeObserver {
    entry: { callback: Callback; disconnected: boolean }
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false }
      observers.push(this.entry)
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type !== 'paint') throw new TypeError('unsupported')
      if (options.buffered)
        for (const name of buffered) queueMicrotask(() => deliver(this.entry, name))
    }
    disconnect() {
      this.entry.disconnected = true
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint: (name: string) => {
      for (const o of observers) deliver(o, name)
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
  })

  it('resolves at once when the first contentful paint has already happened', async () => {
    vi.useFakeTimers()
    fakeObserver(['first-paint', 'first-contentful-paint'])
    expect(await settled(afterFirstPaint())).toBe(true)
  })

  it('waits for the first contentful paint, not the first paint, then stops observing', async () => {
    vi.useFakeTimers()
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
    const fake = fakeObserver()
    const waiting = afterFirstPaint(1000)
    await vi.advanceTimersByTimeAsync(999)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waiting)).toBe(true)
    expect(fake.observers[0]?.disconnected).toBe(true)
  })
})
