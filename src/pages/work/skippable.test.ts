// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rememberedRects, rememberGroups } from '../../scroll/layout/group-rects.ts'
import { SKIPPABLE_ATTR, skipWhenLaidOut } from './skippable.ts'

/** A ResizeObserver the test reports through: what is observed, and a report of sizes. */
const observed = new Set<Element>()
let report: (widths: Map<Element, number>) => void = () => {}
class FakeResizeObserver {
  constructor(callback: (entries: ResizeObserverEntry[]) => void) {
    report = (widths) =>
      callback(
        [...widths]
          .filter(([el]) => observed.has(el))
          .map(([target, width]) => ({ target, contentRect: { width } }) as ResizeObserverEntry),
      )
  }
  observe(el: Element) {
    observed.add(el)
  }
  unobserve(el: Element) {
    observed.delete(el)
  }
  disconnect() {
    observed.clear()
  }
}

const frames: FrameRequestCallback[] = []
const nextFrame = () => {
  for (const run of frames.splice(0)) run(0)
}
const skippable = (el: Element) => el.hasAttribute(SKIPPABLE_ATTR)

describe('skipWhenLaidOut', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    frames.length = 0
  })

  it('marks a group in the frame after the browser reported its size, never before', () => {
    const group = document.createElement('div')
    const stop = skipWhenLaidOut(group)
    expect(observed.has(group)).toBe(true)
    // Not laid out yet (no size): nothing to remember.
    report(new Map([[group, 0]]))
    nextFrame()
    expect(skippable(group)).toBe(false)
    report(new Map([[group, 4800]]))
    expect(skippable(group)).toBe(false)
    nextFrame()
    expect(skippable(group)).toBe(true)
    // Marked once: no longer watched.
    expect(observed.has(group)).toBe(false)
    stop()
  })

  it('on a window resize, lays every group out again, then marks it again', () => {
    const a = document.createElement('div')
    const b = document.createElement('div')
    const stops = [skipWhenLaidOut(a), skipWhenLaidOut(b)]
    report(
      new Map([
        [a, 100],
        [b, 200],
      ]),
    )
    nextFrame()
    expect([skippable(a), skippable(b)]).toEqual([true, true])
    window.dispatchEvent(new Event('resize'))
    expect([skippable(a), skippable(b)]).toEqual([false, false])
    expect([observed.has(a), observed.has(b)]).toEqual([true, true])
    report(
      new Map([
        [a, 90],
        [b, 180],
      ]),
    )
    nextFrame()
    expect([skippable(a), skippable(b)]).toEqual([true, true])
    for (const stop of stops) stop()
  })

  it('stops: the mark goes, and a report still on its way marks nothing', () => {
    const group = document.createElement('div')
    const stop = skipWhenLaidOut(group)
    report(new Map([[group, 100]]))
    stop()
    nextFrame()
    expect(skippable(group)).toBe(false)
    expect(observed.has(group)).toBe(false)
  })

  it("remembers a group's rects when laid out, for the desktop track; forgets on a resize or stop", () => {
    rememberGroups(true)
    const group = document.createElement('div')
    const known = () => rememberedRects(group, group.getBoundingClientRect())
    const stop = skipWhenLaidOut(group)
    expect(known()).toBeNull()
    report(new Map([[group, 100]]))
    expect(known()).not.toBeNull()
    window.dispatchEvent(new Event('resize'))
    expect(known()).toBeNull()
    report(new Map([[group, 90]]))
    expect(known()).not.toBeNull()
    stop()
    expect(known()).toBeNull()
    rememberGroups(false)
  })
})
