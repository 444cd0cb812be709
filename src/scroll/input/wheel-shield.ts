import { quietTimer } from './quiet-timer.ts'
import { pressRetarget } from './retarget-click.ts'

/**
 * A transparent element over the page takes a wheel gesture's events: each is hit-tested against
 * one box, not the whole track (docs/performance.md, 'Input and hit testing'). Raised by wheel
 * events the track takes (input.ts); lowered at once on a pointer move or press.
 */
export interface WheelShield {
  raise(): void
  lower(): void
  readonly raised: boolean
  remove(): void
}

/**
 * How long the shield stays up after its last wheel event, ms: past the pause between a notched
 * wheel's clicks, or each click is hit-tested deep in the track and repaints the page's layer.
 */
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
      // Lowered first: the point now finds what lies under the shield, which gets the click
      // the browser would send to the body (retarget-click.ts).
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
