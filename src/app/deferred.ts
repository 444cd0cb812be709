import { preloadable } from './preloadable.tsx'

// The parts of a page that hydrate after it has loaded, each in a chunk of its own, to
// keep a phone's first download small. Their markup is in the prerendered HTML, so
// nothing is missing meanwhile; they just answer to input a moment later. Rendered
// inside a Suspense boundary; main.tsx loads them all once the page has loaded.

/** The Portable Text renderer with its toolkit (~4.4 KB gzipped): static text until then. */
export const PortableTextBody = preloadable(() =>
  import('../blocks/portable-text/PortableTextBody.tsx').then((m) => m.PortableTextBody),
)

/** Home's contact form loader, four panels in; its embed loads on demand anyway. */
export const HomeContactForm = preloadable(() =>
  import('../embeds/contact/ContactForm.tsx').then((m) => m.ContactForm),
)

/** Home's decorative reel loop (aria-hidden; 'View Reel' is the control). */
export const HomeReelPreview = preloadable(() =>
  import('../pages/home/HomeReelPreview.tsx').then((m) => m.HomeReelPreview),
)

export const DEFERRED = [PortableTextBody, HomeContactForm, HomeReelPreview] as const
