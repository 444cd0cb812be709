import { preloadable } from '../lib/preloadable.tsx'

/**
 * The layers over the page that its first paint and hydration do without (the rotate-device
 * overlay, the custom cursor): a chunk of their own, requested as the page hydrates. Their
 * prerendered markup stands meanwhile; both are hidden until something shows them.
 */
export const ChromeLayers = preloadable(() =>
  import('./ChromeLayers.tsx').then((m) => m.ChromeLayers),
)
