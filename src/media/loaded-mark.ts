/**
 * The "loaded" mark of an image wrapper (`data-loaded`, which drops the LQIP and fades
 * the picture in), set on the element itself, never through React state: a picture that
 * finishes loading mid-scroll costs no React commit.
 */
const LOADED_ATTR = 'data-loaded'

/** Marks the wrapper of `img` loaded when the picture is decoded and has pixels. */
function markIfLoaded(img: HTMLImageElement): void {
  if (img.complete && img.naturalWidth > 0) img.parentElement?.setAttribute(LOADED_ATTR, '')
}

/** The load event's handler (a module-level function: no closure per image). */
export function onImageLoad(event: { currentTarget: HTMLImageElement }): void {
  markIfLoaded(event.currentTarget)
}

/**
 * Ref callback work for an `<img>` that is mounted or got a new `src`: it starts
 * unmarked, unless it already finished before React attached `onLoad` (from the cache,
 * or a prerendered page whose image loaded before hydration).
 */
export function syncLoadedMark(img: HTMLImageElement): void {
  img.parentElement?.removeAttribute(LOADED_ATTR)
  markIfLoaded(img)
}
