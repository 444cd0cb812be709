import { preloadable } from '../../lib/preloadable.tsx'

/**
 * 'Current openings' and its job board loader: below the track, rendered only once the page
 * has mounted (useBelowTrack), so never part of the first paint: a chunk of its own.
 */
export const CareersOpenings = preloadable(() =>
  import('./CareersOpenings.tsx').then((m) => m.CareersOpenings),
)
