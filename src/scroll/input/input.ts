import type { VirtualScroll } from '../engine/virtual-scroll.ts'
import { keyBelongsToTarget, keyToMove } from './keys.ts'
import { eventBelongsElsewhere, pageContinues, pageTakesVertical } from './nested-scroll.ts'
import { quietTimer } from './quiet-timer.ts'
import { wheelToTrackDelta } from './wheel.ts'
import { createWheelShield } from './wheel-shield.ts'

/** A wheel gesture counts as over after this long without events; then snapping may run. */
const GESTURE_END_MS = 150
/** A touch or pen must travel this far (px) before it drags instead of tapping. */
const DRAG_SLOP = 8
/** A released drag keeps moving: velocity (px/ms) times this (ms). */
const FLING_MS = 280

/**
 * Wheel, keyboard and touch/pen drag for the virtual track. Ctrl+wheel (pinch zoom)
 * and keys aimed at form fields, dialogs or nested scrollers are left to the browser.
 * `onGestureEnd` runs when a wheel gesture or a drag ends (the snap check).
 */
export function installInput(
  scroll: VirtualScroll,
  scroller: HTMLElement,
  onGestureEnd: (direction: number) => void,
  /** Any scroll input from the visitor (a pending #fragment stops holding its place). */
  onInput: () => void,
): () => void {
  let direction = 0
  const viewport = { width: 0, height: 0 }
  const shield = createWheelShield(document)
  // The shield lowers on its own, after its hold (wheel-shield.ts), not at the gesture's end.
  // One timer a gesture, not one per wheel event (quiet-timer.ts).
  const gesture = quietTimer(GESTURE_END_MS, () => onGestureEnd(direction))
  const endGestureSoon = (delta: number) => {
    direction = Math.sign(delta)
    gesture.poke()
  }
  const atEnd = () => scroll.target >= scroll.limit - 0.5

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

  // `moved`: px along the dragged axis since the start. `chain`: the page continues below
  // the track (careers), so a drag past the track's end goes on down the page.
  const drag = {
    id: -1,
    active: false,
    x: 0,
    y: 0,
    from: 0,
    moved: 0,
    lastT: 0,
    v: 0,
    chain: false,
  }
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' || drag.id !== -1 || eventBelongsElsewhere(e.target, 0)) return
    drag.id = e.pointerId
    drag.active = false
    drag.x = e.clientX
    drag.y = e.clientY
    drag.moved = 0
    drag.lastT = e.timeStamp
    drag.v = 0
    // Track and page as one line: [0, limit] moves the track, beyond it scrolls the page.
    // Chained only from the track's end or the page's top, so neither ever jumps.
    const pageY = window.scrollY
    drag.chain = pageContinues() && (pageY === 0 || atEnd())
    drag.from = scroll.target + (drag.chain ? pageY : 0)
  }
  const onPointerMove = (e: PointerEvent) => {
    if (e.pointerId !== drag.id) return
    const dx = e.clientX - drag.x
    const dy = e.clientY - drag.y
    if (!drag.active) {
      if (Math.hypot(dx, dy) < DRAG_SLOP) return
      drag.active = true
      onInput()
      scroller.setPointerCapture(e.pointerId)
    }
    // Direct manipulation: the track follows the finger (either axis), no easing.
    const moved = Math.abs(dx) >= Math.abs(dy) ? dx : dy
    const dt = e.timeStamp - drag.lastT
    if (dt > 0) drag.v = 0.8 * ((drag.moved - moved) / dt) + 0.2 * drag.v
    drag.moved = moved
    drag.lastT = e.timeStamp
    const position = drag.from - moved
    if (!drag.chain) {
      scroll.jumpTo(position)
      return
    }
    scroll.jumpTo(Math.min(position, scroll.limit))
    window.scrollTo(0, Math.max(0, position - scroll.limit))
  }
  const onPointerEnd = (e: PointerEvent) => {
    if (e.pointerId !== drag.id) return
    drag.id = -1
    if (!drag.active) return
    drag.active = false
    // The click that ends a drag is not a tap on whatever lies under the finger.
    window.addEventListener('click', swallowClick, { capture: true, once: true })
    setTimeout(() => window.removeEventListener('click', swallowClick, true), 300)
    const fling = drag.v * FLING_MS
    if (drag.chain && atEnd() && (fling > 0 || window.scrollY > 0)) {
      window.scrollBy({ top: fling, behavior: scroll.reducedMotion ? 'instant' : 'smooth' })
      return
    }
    scroll.scrollBy(fling)
    endGestureSoon(-drag.moved)
  }

  window.addEventListener('wheel', onWheel, { passive: false })
  window.addEventListener('keydown', onKey)
  scroller.addEventListener('pointerdown', onPointerDown)
  scroller.addEventListener('pointermove', onPointerMove)
  scroller.addEventListener('pointerup', onPointerEnd)
  scroller.addEventListener('pointercancel', onPointerEnd)
  return () => {
    gesture.cancel()
    shield.remove()
    window.removeEventListener('wheel', onWheel)
    window.removeEventListener('keydown', onKey)
    scroller.removeEventListener('pointerdown', onPointerDown)
    scroller.removeEventListener('pointermove', onPointerMove)
    scroller.removeEventListener('pointerup', onPointerEnd)
    scroller.removeEventListener('pointercancel', onPointerEnd)
  }
}

function swallowClick(e: MouseEvent): void {
  e.preventDefault()
  e.stopPropagation()
}
