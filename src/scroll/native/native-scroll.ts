import { type RefObject, useEffect } from 'react'
import { clamp } from '../../lib/math.ts'
import { isAtEnd, trackMotion, trackState, watchTrack } from '../engine/track-state.ts'
import { TRACK_SELECTOR } from '../track-dom.ts'

export interface ScrollMetrics {
  current: number
  limit: number
  progress: number
  atEnd: boolean
}

/** Track state from a native horizontal scroller's geometry. Pure. */
export function measureScroll(el: {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}): ScrollMetrics {
  const limit = Math.max(0, el.scrollWidth - el.clientWidth)
  const current = clamp(el.scrollLeft, 0, limit)
  return {
    current,
    limit,
    progress: limit > 0 ? current / limit : 0,
    atEnd: isAtEnd(current, limit),
  }
}

const LINE_PX = 16

/**
 * How far a wheel turn should move a horizontal track, in px: mostly-vertical wheels
 * (a plain mouse) scroll sideways; horizontal gestures and pinch-zoom are left to the
 * browser (0). Pure.
 */
export function wheelToHorizontal(
  e: { deltaX: number; deltaY: number; deltaMode: number; ctrlKey: boolean },
  pageWidth: number,
): number {
  if (e.ctrlKey || Math.abs(e.deltaY) <= Math.abs(e.deltaX)) return 0
  const unit = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? pageWidth : 1
  return e.deltaY * unit
}

/** Whether an element between the target and the scroller can still scroll vertically that way. */
function nestedCanScroll(target: EventTarget | null, stop: HTMLElement, dy: number): boolean {
  let el = target instanceof Element ? target : null
  while (el) {
    if (el.scrollHeight > el.clientHeight + 1) {
      const { overflowY } = getComputedStyle(el)
      if (overflowY === 'auto' || overflowY === 'scroll') {
        const room = dy > 0 ? el.scrollHeight - el.clientHeight - el.scrollTop : el.scrollTop
        if (room > 1) return true
      }
    }
    if (el === stop) return false
    el = el.parentElement
  }
  return false
}

/**
 * Native scroll feeds the shared track state (motion, limit, atEnd) from passive listeners, and
 * turns a vertical mouse wheel into sideways scroll. It all stands aside while the virtual
 * scroll drives the track.
 */
function bindNativeScroll(scroller: HTMLElement): () => void {
  const update = () => {
    if (trackState.virtual) return
    const m = measureScroll(scroller)
    trackMotion.velocity = m.current - trackMotion.current
    trackMotion.target = m.current
    trackMotion.current = m.current
    trackMotion.progress = m.progress
    trackState.limit = m.limit
    trackState.atEnd = m.atEnd
  }
  const onWheel = (e: WheelEvent) => {
    if (trackState.virtual) return
    const dx = wheelToHorizontal(e, scroller.clientWidth)
    if (dx === 0 || nestedCanScroll(e.target, scroller, e.deltaY)) return
    // A locked page (menu or reel open) sets overflow hidden: leave it still.
    if (getComputedStyle(scroller).overflowX === 'hidden') return
    scroller.scrollLeft += dx
  }
  scroller.addEventListener('scroll', update, { passive: true })
  scroller.addEventListener('wheel', onWheel, { passive: true })
  window.addEventListener('resize', update, { passive: true })
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null
  observer?.observe(scroller)
  const track = scroller.querySelector(TRACK_SELECTOR)
  if (track) observer?.observe(track)
  // Measured once the code that switched the virtual track off has put the native scroll
  // position back (start-virtual-track.ts), not in the middle of it.
  const stopVirtual = watchTrack('virtual', () => queueMicrotask(update))
  update()
  return () => {
    stopVirtual()
    scroller.removeEventListener('scroll', update)
    scroller.removeEventListener('wheel', onWheel)
    window.removeEventListener('resize', update)
    observer?.disconnect()
  }
}

/** Binds native scroll to the scroller in `ref` for the component's life. */
export function useNativeScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current
    return el ? bindNativeScroll(el) : undefined
  }, [ref])
}
