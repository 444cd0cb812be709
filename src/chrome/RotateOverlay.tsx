import { useEffect, useRef, useState } from 'react'
import { bindLate } from '../lib/late.ts'
import './rotate.css'

/** When it shows (the brief leaves it open): a touch device held sideways, under 500 px tall. */
const ROTATE_QUERY =
  '(hover: none) and (pointer: coarse) and (orientation: landscape) and (max-height: 499.98px)'

/**
 * Asks phones held sideways to turn back to portrait, as a blocking layer: while shown, the page
 * is inert and scroll-locked and focus is on the overlay (and returns on hiding). The sentence
 * renders only while shown, so the alert is announced as it appears.
 */
export function RotateOverlay() {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const query = window.matchMedia(ROTATE_QUERY)
    const update = () => setShown(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    const overlay = ref.current
    if (!shown || !overlay) return
    const before = document.activeElement
    // The lock loads when first needed: most visitors never turn a phone sideways.
    const unlock = bindLate(
      () => import('../lib/scroll-lock.ts'),
      (lock) => {
        lock.lockScroll('rotate', overlay)
        return () => lock.unlockScroll('rotate')
      },
      'Scroll lock',
    )
    overlay.focus({ preventScroll: true })
    return () => {
      unlock()
      const active = document.activeElement
      const lost = !active || active === document.body || active === overlay
      if (lost && before instanceof HTMLElement && before.isConnected && !before.closest('[inert]'))
        before.focus({ preventScroll: true })
    }
  }, [shown])

  return (
    <div ref={ref} className="rotate" role="alert" tabIndex={-1} hidden={!shown}>
      {shown && (
        <>
          {/* A phone upright, drawn in CSS (rotate.css): no SVG in every page's first load. */}
          <span className="rotate__icon" aria-hidden="true" />
          <p className="rotate__text">
            Very cinematic of you - but this site is best viewed in portrait mode.
          </p>
        </>
      )}
    </div>
  )
}
