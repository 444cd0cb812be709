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

/** Home's digest and shop sections, the third and fifth panels: plain links until then. */
export const HomeDigest = preloadable(() =>
  import('../pages/home/HomeDigest.tsx').then((m) => m.HomeDigest),
)
export const HomeShop = preloadable(() =>
  import('../pages/home/HomeShop.tsx').then((m) => m.HomeShop),
)

/** A project's video blocks: the picture is in the HTML; playback controls come after load. */
export const VideoBlock = preloadable(() =>
  import('../blocks/work/VideoBlock.tsx').then((m) => m.VideoBlock),
)

export const DEFERRED = [
  PortableTextBody,
  HomeContactForm,
  HomeReelPreview,
  HomeDigest,
  HomeShop,
  VideoBlock,
] as const
