import { quietTimer } from './quiet-timer.ts'
import { pressRetarget } from './retarget-click.ts'

/**
 * While a wheel gesture drives the virtual track, one transparent element over the page
 * takes the wheel events. The browser hit-tests every wheel event to find its target,
 * and over the track that walk grows with the page: on a 2,000-project /work, about
 * 11 ms of main thread per wheel event, one every 16 ms of a gesture. Over the shield it
 * is one box, whatever the archive.
 *
 * Raised by a wheel event the track takes (input.ts), so a gesture that began over a
 * nested scroller stays with it, as the browser's own wheel latching does. Lowered
 * `holdMs` after the last of them, and at once when the mouse moves or a button goes
 * down: hover and clicks reach the page as before. The hold outlasts the pause between
 * a notched wheel's clicks (100–200 ms), which ended a gesture (input.ts) and lowered the
 * shield at every click: each next click was hit-tested deep in the track again, and
 * each raise and lower repainted the page's layer (20 of 40 clicks, 140 ms apart, in the
 * bench's comparison wheel). The hold is a `quietTimer`: no timer call per wheel event.
 *
 * A press that lands on the shield itself (with no move before it) is kept: the browser
 * would send its click to what the shield and the element under it share (the body), so
 * that click goes to the element under the press instead (retarget-click.ts).
 * Toggling `pointer-events` lays nothing out, but the page's layer is painted again: the
 * browser records where pointers may land with the paint, though nothing visible changes.
 */
export interface WheelShield {
  raise(): void
  lower(): void
  readonly raised: boolean
  remove(): void
}

/** How long the shield stays up after the last wheel event it was raised for, ms. */
const SHIELD_HOLD_MS = 400

export function createWheelShield(doc: Document, holdMs = SHIELD_HOLD_MS): WheelShield {
  const el = doc.createElement('div')
  el.className = 'wheel-shield'
  el.setAttribute('aria-hidden', 'true')
  let raised = false
  const lower = () => {
    hold.cancel()
    if (!raised) return
    raised = false
    el.style.pointerEvents = 'none'
  }
  const hold = quietTimer(holdMs, lower)
  el.style.pointerEvents = 'none'
  const retarget = pressRetarget(doc)
  el.addEventListener('pointermove', lower, { passive: true })
  el.addEventListener(
    'pointerdown',
    (e) => {
      lower()
      // Lowered first: the point now finds what lies under the shield.
      retarget.press(e.clientX, e.clientY)
    },
    { passive: true },
  )
  doc.body.append(el)
  return {
    raise() {
      hold.poke()
      if (raised) return
      raised = true
      el.style.pointerEvents = 'auto'
    },
    lower,
    get raised() {
      return raised
    },
    remove() {
      hold.cancel()
      retarget.remove()
      el.remove()
    },
  }
}
