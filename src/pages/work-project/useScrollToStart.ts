import { type RefObject, useEffect, useRef } from 'react'

/**
 * When `key` (the slug) changes, the track goes back to its start, and focus moves to
 * the page heading so keyboard and screen reader users land on the new content. On
 * first mount only the scroll resets: focus stays where the router left it.
 */
export function useScrollToStart(key: string, heading: RefObject<HTMLElement | null>): void {
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const scroller = document.querySelector<HTMLElement>('main.scroller')
    if (scroller) {
      scroller.scrollLeft = 0
      scroller.scrollTop = 0
    }
    if (previous.current !== null && previous.current !== key) {
      heading.current?.focus({ preventScroll: true })
    }
    previous.current = key
  }, [key, heading])
}
