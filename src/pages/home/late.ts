import { preloadable } from '../../lib/preloadable.tsx'

// Home's parts that hydrate after the page has loaded, each in a chunk of its own, to keep a
// phone's first download small. Their markup is in the prerendered HTML, so nothing is
// missing meanwhile; they answer to input a moment later.

/** Home's contact form loader, four panels in; its embed loads on demand anyway. */
export const HomeContactForm = preloadable(() =>
  import('../../embeds/contact/ContactForm.tsx').then((m) => m.ContactForm),
)

/** Home's decorative reel loop (aria-hidden; 'View Reel' is the control). */
export const HomeReelPreview = preloadable(() =>
  import('./HomeReelPreview.tsx').then((m) => m.HomeReelPreview),
)

/** Home's digest and shop sections, the third and fifth panels: plain links until then. */
export const HomeDigest = preloadable(() => import('./HomeDigest.tsx').then((m) => m.HomeDigest))
export const HomeShop = preloadable(() => import('./HomeShop.tsx').then((m) => m.HomeShop))

export const HOME_LATE = [HomeContactForm, HomeReelPreview, HomeDigest, HomeShop] as const
