import { describe, expect, it } from 'vitest'
import { measureScroll, wheelToHorizontal } from './native-scroll.ts'

describe('measureScroll', () => {
  it('reads position, limit and progress', () => {
    expect(measureScroll({ scrollLeft: 500, scrollWidth: 3000, clientWidth: 1000 })).toEqual({
      current: 500,
      limit: 2000,
      progress: 0.25,
      atEnd: false,
    })
  })
  it('is at the end within the sub-pixel tolerance', () => {
    expect(measureScroll({ scrollLeft: 1999, scrollWidth: 3000, clientWidth: 1000 }).atEnd).toBe(
      true,
    )
  })
  it('is at the end, with progress 0, when nothing overflows', () => {
    expect(measureScroll({ scrollLeft: 0, scrollWidth: 800, clientWidth: 1000 })).toEqual({
      current: 0,
      limit: 0,
      progress: 0,
      atEnd: true,
    })
  })
  it('clamps overscroll (elastic scrolling) into range', () => {
    expect(measureScroll({ scrollLeft: -30, scrollWidth: 3000, clientWidth: 1000 }).current).toBe(0)
    expect(measureScroll({ scrollLeft: 2100, scrollWidth: 3000, clientWidth: 1000 }).progress).toBe(
      1,
    )
  })
})

describe('wheelToHorizontal', () => {
  const wheel = { deltaX: 0, deltaY: 0, deltaMode: 0, ctrlKey: false }
  it('turns a vertical wheel into horizontal px', () => {
    expect(wheelToHorizontal({ ...wheel, deltaY: 120 }, 1000)).toBe(120)
    expect(wheelToHorizontal({ ...wheel, deltaY: -3, deltaMode: 1 }, 1000)).toBe(-48)
    expect(wheelToHorizontal({ ...wheel, deltaY: 1, deltaMode: 2 }, 1000)).toBe(1000)
  })
  it('leaves horizontal gestures and pinch-zoom to the browser', () => {
    expect(wheelToHorizontal({ ...wheel, deltaX: 40, deltaY: 10 }, 1000)).toBe(0)
    expect(wheelToHorizontal({ ...wheel, deltaY: 50, ctrlKey: true }, 1000)).toBe(0)
  })
})
