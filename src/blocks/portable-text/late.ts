import { preloadable } from '../../lib/preloadable.tsx'

/**
 * The Portable Text renderer with its toolkit (~4.4 KB gzipped), in a chunk of its own that
 * hydrates after the page has loaded: the text is in the prerendered HTML meanwhile.
 */
export const PortableTextBody = preloadable(() =>
  import('./PortableTextBody.tsx').then((m) => m.PortableTextBody),
)
