import type { VirtualScroll } from '../engine/virtual-scroll.ts'
import { DragInput } from './drag-input.ts'
import { keyBelongsToTarget, keyToMove } from './keys.ts'
import { eventBelongsElsewhere, pageTakesVertical } from './nested-scroll.ts'
import { quietTimer } from './quiet-timer.ts'
import { wheelToTrackDelta } from './wheel.ts'
import { createWheelShield } from './wheel-shield.ts'

/** A wheel gesture counts as over after this long without events; then snapping may run. */
const GESTURE_END_MS = 150

export interface InputOptions {
  scroll: VirtualScroll
  scroller: HTMLElement
  /** A wheel gesture or a drag ended, in `direction` (+1 forward, -1 back): the snap check. */
  onGestureEnd: (direction: number) => void
  /** Any scroll input from the visitor (a pending #fragment stops holding its place). */
  onInput: () => void
}

/**
 * Wheel, keyboard and touch/pen drag for the virtual track. Ctrl+wheel (pinch zoom)
 * and keys aimed at form fields, dialogs or nested scrollers are left to the browser.
 */
export function installInput(options: InputOptions): () => void {
  const { scroll, onInput } = options
  let direction = 0
  // One timer a gesture, not one per wheel event (quiet-timer.ts).
  const gesture = quietTimer(GESTURE_END_MS, () => options.onGestureEnd(direction))
  const endGestureSoon = (delta: number) => {
    direction = Math.sign(delta)
    gesture.poke()
  }
  const atEnd = () => scroll.target >= scroll.limit - 0.5
  // The shield lowers on its own, after its hold (wheel-shield.ts), not at the gesture's end.
  const shield = createWheelShield(document)
  const viewport = { width: 0, height: 0 }

  const onWheel = (e: WheelEvent) => {
    if (e.ctrlKey || e.defaultPrevented) return
    if (eventBelongsElsewhere(e.target, e.deltaY)) return
    viewport.width = scroll.viewportWidth
    viewport.height = scroll.viewportHeight
    const delta = wheelToTrackDelta(e, viewport, scroll.limit)
    if (delta === 0 || pageTakesVertical(delta > 0, atEnd())) return
    e.preventDefault()
    // The rest of the gesture's wheel events land on the shield, not deep in the track.
    shield.raise()
    onInput()
    scroll.scrollBy(delta)
    endGestureSoon(delta)
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || keyBelongsToTarget(e.key, e.target)) return
    if (eventBelongsElsewhere(e.target, 0)) return
    const move = keyToMove(e, scroll.limit, scroll.viewportWidth)
    if (!move) return
    const forward = 'to' in move ? move.to > scroll.target : move.by > 0
    if (pageTakesVertical(forward, atEnd())) return
    e.preventDefault()
    onInput()
    if ('to' in move) scroll.scrollTo(move.to)
    else scroll.scrollBy(move.by)
  }

  const drag = new DragInput({ scroll, scroller: options.scroller, onInput, onEnd: endGestureSoon })
  window.addEventListener('wheel', onWheel, { passive: false })
  window.addEventListener('keydown', onKey)
  return () => {
    gesture.cancel()
    shield.remove()
    drag.stop()
    window.removeEventListener('wheel', onWheel)
    window.removeEventListener('keydown', onKey)
  }
}
