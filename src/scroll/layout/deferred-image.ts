/**
 * A picture whose source (`data-src`, `data-srcset`, no `src`) waits until the desktop track
 * brings it near: Chromium watches every lazy image never yet in view, each frame, but not one
 * with no source (docs/performance.md, 'Layout and measurement').
 */
export const DEFERRED_SELECTOR = 'img[data-src]:not([src])'

/** Gives a waiting picture its source (srcset first, so `sizes` picks the candidate). */
export function revealImage(img: HTMLImageElement): void {
  if (img.hasAttribute('src')) return
  const { src, srcset } = img.dataset
  if (!src) return
  if (srcset) img.srcset = srcset
  img.src = src
}

/**
 * Every waiting picture under `root` gets its source: where nothing reveals them one by
 * one any more (the track goes back to native scrolling), they load as `lazy` images do.
 */
export function revealAll(root: ParentNode): void {
  for (const img of root.querySelectorAll<HTMLImageElement>(DEFERRED_SELECTOR)) revealImage(img)
}
