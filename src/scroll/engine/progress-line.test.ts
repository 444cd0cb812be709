import { afterEach, describe, expect, it, vi } from 'vitest'
import { motionWritten } from './motion-watch.ts'
import { bindProgressLine, progressPixels } from './progress-line.ts'
import { trackMotion } from './track-state.ts'

describe('progressPixels', () => {
  it('is the line’s length in whole device pixels of its bar, within 0..bar', () => {
    expect(progressPixels(0, 176)).toBe(0)
    expect(progressPixels(0.5, 176)).toBe(88)
    expect(progressPixels(0.5028, 176)).toBe(88)
    expect(progressPixels(0.5029, 176)).toBe(89)
    expect(progressPixels(1, 352)).toBe(352)
    expect(progressPixels(1.2, 176)).toBe(176)
    expect(progressPixels(-0.1, 176)).toBe(0)
  })
})

/** A ResizeObserver stand-in: `resize` answers as the browser would for the bar. */
function fakeResizeObserver() {
  const observers: ((entries: unknown[]) => void)[] = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return (devicePx: number) => {
    for (const o of observers)
      o([{ devicePixelContentBoxSize: [{ inlineSize: devicePx }], contentRect: { width: 0 } }])
  }
}

describe('bindProgressLine', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    trackMotion.progress = 0
  })

  it('writes the line only when it gains or loses a device pixel, ending on a pixel', () => {
    const resize = fakeResizeObserver()
    const writes: string[] = []
    const line = {
      style: {
        set transform(value: string) {
          writes.push(value)
        },
      },
    } as unknown as HTMLElement
    const stop = bindProgressLine(line, {} as HTMLElement)
    motionWritten()
    expect(writes).toEqual([])
    resize(200)
    expect(writes.at(-1)).toBe('scaleX(0)')
    const before = writes.length
    // 0.1% steps on a 200 px bar: a pixel every five steps.
    for (let i = 1; i <= 20; i++) {
      trackMotion.progress = i / 1000
      motionWritten()
    }
    expect(writes.slice(before)).toEqual([
      'scaleX(0.005)',
      'scaleX(0.01)',
      'scaleX(0.015)',
      'scaleX(0.02)',
    ])
    // A new bar width draws again at once, at the new pixel grid.
    resize(400)
    expect(writes.at(-1)).toBe('scaleX(0.02)')
    stop()
    trackMotion.progress = 0.5
    motionWritten()
    expect(writes.at(-1)).toBe('scaleX(0.02)')
  })

  it('draws nothing until the bar has a size, then the progress so far', () => {
    const resize = fakeResizeObserver()
    const line = { style: { transform: 'scaleX(0)' } } as unknown as HTMLElement
    const stop = bindProgressLine(line, {} as HTMLElement)
    trackMotion.progress = 0.25
    motionWritten()
    expect(line.style.transform).toBe('scaleX(0)')
    resize(200)
    expect(line.style.transform).toBe('scaleX(0.25)')
    stop()
  })
})
