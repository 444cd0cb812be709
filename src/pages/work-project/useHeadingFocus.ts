import { type RefObject, useEffect, useRef } from 'react'

/** How many frames a heading that cannot take focus yet is retried (about 2 s at 60 Hz). */
const FOCUS_RETRY_FRAMES = 120

/**
 * When `key` (the slug) changes, not on first mount, focus moves to the page heading so keyboard
 * and screen reader users land on the new content, and follows it if it is replaced. While it
 * cannot take focus (hidden in Suspense), it is retried each frame, briefly, unless focus moved.
 */
export function useHeadingFocus(key: string, heading: RefObject<HTMLElement | null>): void {
  const previous = useRef<string | null>(null)
  const follow = useRef(false)
  useEffect(() => {
    const moved = previous.current !== null && previous.current !== key
    previous.current = key
    if (!moved) return
    follow.current = true
    let frame = 0
    let retries = 0
    const focusHeading = () => {
      const el = heading.current
      if (!follow.current || !el || document.activeElement === el) return
      // After the first try, anything focused but the page itself is the visitor's choice.
      const active = document.activeElement
      if (retries > 0 && active && active !== document.body) return
      el.focus({ preventScroll: true })
      if (document.activeElement !== el && retries++ < FOCUS_RETRY_FRAMES) {
        frame = requestAnimationFrame(focusHeading)
      }
    }
    focusHeading()
    return () => cancelAnimationFrame(frame)
  }, [key, heading])

  // After every render while following: the heading element may be a new one.
  useEffect(() => {
    const el = heading.current
    if (!follow.current || !el) return
    const active = document.activeElement
    if (active === el) return
    if (active && active !== document.body) {
      follow.current = false // the visitor is elsewhere now
      return
    }
    el.focus({ preventScroll: true })
  })
}
