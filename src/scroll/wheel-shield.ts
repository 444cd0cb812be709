import { pressRetarget } from './retarget-click.ts'

/**
 * While a wheel gesture drives the virtual track, one transparent element over the page
 * takes the wheel events. The browser hit-tests every wheel event to find its target,
 * and over the track that walk grows with the page: on a 2,000-project /work, about
 * 11 ms of main thread per wheel event, one every 16 ms of a gesture. Over the shield it
 * is one box, whatever the archive.
 *
 * Raised by a wheel event the track takes (input.ts), so a gesture that began over a
 * nested scroller stays with it, as the browser's own wheel latching does. Lowered when
 * the gesture ends, and at once when the mouse moves or a button goes down: hover and
 * clicks reach the page as before. A press that lands on the shield itself (within a
 * gesture's end, 150 ms, of the last wheel tick, with no move before it) is kept: the
 * browser would send its click to what the shield and the element under it share (the
 * body), so that click goes to the element under the press instead (retarget-click.ts).
 * Toggling `pointer-events` lays nothing out and paints nothing (it is transparent).
 */
export interface WheelShield {
  raise(): void
  lower(): void
  readonly raised: boolean
  remove(): void
}

export function createWheelShield(doc: Document): WheelShield {
  const el = doc.createElement('div')
  el.className = 'wheel-shield'
  el.setAttribute('aria-hidden', 'true')
  let raised = false
  const lower = () => {
    if (!raised) return
    raised = false
    el.style.pointerEvents = 'none'
  }
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
      if (raised) return
      raised = true
      el.style.pointerEvents = 'auto'
    },
    lower,
    get raised() {
      return raised
    },
    remove() {
      retarget.remove()
      el.remove()
    },
  }
}
