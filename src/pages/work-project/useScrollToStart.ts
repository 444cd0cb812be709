import { type RefObject, useEffect, useRef } from 'react'

/**
 * When `key` (the slug) changes, the track goes back to its start, and focus moves to
 * the page heading so keyboard and screen reader users land on the new content. On
 * first mount only the scroll resets: focus stays where the router left it.
 *
 * The heading may be replaced after the move: 'Loading project...' gives way to the
 * project once content arrives (a page reached before the full content has loaded).
 * Focus follows it to the new heading, unless the visitor has moved focus meanwhile.
 */
export function useScrollToStart(key: string, heading: RefObject<HTMLElement | null>): void {
  const previous = useRef<string | null>(null)
  const follow = useRef(false)
  useEffect(() => {
    const scroller = document.querySelector<HTMLElement>('main.scroller')
    if (scroller) {
      scroller.scrollLeft = 0
      scroller.scrollTop = 0
    }
    if (previous.current !== null && previous.current !== key) {
      follow.current = true
      heading.current?.focus({ preventScroll: true })
    }
    previous.current = key
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
