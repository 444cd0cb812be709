import type { Ref } from 'react'

/**
 * The polite live region that names the new page after a navigation. Empty as rendered:
 * useNavigationFocus writes its text, so an announcement costs no React render.
 */
export function PageAnnouncer({ ref }: { ref: Ref<HTMLParagraphElement> }) {
  return <p ref={ref} className="sr-only" aria-live="polite" aria-atomic="true" />
}
