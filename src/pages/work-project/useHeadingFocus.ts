import { type RefObject, useEffect, useRef } from 'react'

/** How many frames a heading that cannot take focus yet is retried (about 2 s at 60 Hz). */
const FOCUS_RETRY_FRAMES = 120

/**
 * When `key` (the slug) changes, focus moves to the page heading so keyboard and screen
 * reader users land on the new content (the track goes back to its start by App's reset
 * on a path change). A first mount leaves focus where the router left it.
 *
 * The heading may be replaced after the move: 'Loading project...' gives way to the
 * project once content arrives (a page reached before the full content has loaded).
 * Focus follows it to the new heading, unless the visitor has moved focus meanwhile.
 * The heading may also not take focus at first (a part of the new page still loading
 * keeps it hidden in a Suspense boundary, with no render of this page when it shows):
 * focus is tried again each frame, briefly, while it sits nowhere.
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
