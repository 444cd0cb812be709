import type { PictureRole } from '../../content/transition-pictures.ts'
import { PLANE_SELECTOR } from '../../scroll/track-dom.ts'

/** What is read of a plane here (a Plane; a plain record in tests). */
interface PlaneOf {
  readonly el: Element
}

/**
 * The picture a link stands for: its own, else its panel's first (home's digest list shares
 * the section's one). Works on a page that has just left the DOM: its subtree is intact.
 */
export function linkPicture(link: Element): Element | null {
  return (
    link.querySelector(PLANE_SELECTOR) ??
    link.closest('.panel')?.querySelector(PLANE_SELECTOR) ??
    null
  )
}

/**
 * The plane of the page just left that carries a navigation (content/transition-pictures.ts):
 * its first picture, or the picture of the link that led to `role.to`, the one clicked if it
 * did, else the first plane inside such a link. `planes` are the old page's, in DOM order.
 */
export function sourcePlane<P extends PlaneOf>(
  role: PictureRole,
  planes: readonly P[],
  clicked: HTMLAnchorElement | null,
): P | null {
  if (!role) return null
  if (role.kind === 'hero') return planes[0] ?? null
  const picture = clicked?.pathname === role.to ? linkPicture(clicked) : null
  for (const plane of planes) {
    const carries = picture ? plane.el === picture : plane.el.closest('a')?.pathname === role.to
    if (carries) return plane
  }
  return null
}

/**
 * The element a navigation's picture lands on in the page just arrived: its first picture
 * (`first`), or the picture of the first link in `track` leading back to `role.to`.
 */
export function landingPicture(
  role: PictureRole,
  track: Element,
  first: Element | null,
): Element | null {
  if (!role) return null
  if (role.kind === 'hero') return first
  for (const link of track.querySelectorAll('a')) {
    if (link.pathname === role.to) return linkPicture(link)
  }
  return null
}
