/**
 * A picture whose source waits until the desktop track brings it near the view: the
 * cards a large archive renders after hydration. It carries `data-src` and `data-srcset`
 * and no `src` until then. Every `loading="lazy"` image that has never been in view
 * stays watched by the browser (Chromium tracks when each first becomes visible), and on
 * a 2,000-project archive those checks and the commits they bring cost several ms a
 * frame; a picture with no source is not watched at all.
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
