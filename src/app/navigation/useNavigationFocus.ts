import { type RefObject, useEffect, useRef } from 'react'
import { followHeading } from './follow-heading.ts'

/**
 * On every navigation to another page (not the first load, not a query-only change): focus
 * moves to the new page's `<h1>` and `region` announces it (follow-heading.ts).
 */
export function useNavigationFocus(
  path: string,
  main: RefObject<HTMLElement | null>,
  region: RefObject<HTMLElement | null>,
): void {
  const shown = useRef(path)
  useEffect(() => {
    if (shown.current === path) return
    shown.current = path
    const mainEl = main.current
    const regionEl = region.current
    return mainEl && regionEl ? followHeading(mainEl, regionEl) : undefined
  }, [path, main, region])
}
