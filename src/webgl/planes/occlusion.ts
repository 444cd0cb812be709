/**
 * The canvas sits behind the scroller, so a plane can only be seen where nothing between
 * it and the canvas paints a background. A plane inside a panel with its own background
 * (a dark section, a card) would be hidden: those keep their DOM image and get no plane.
 */

/** Whether a computed background paints something (any alpha or any image). */
export function paintsBackground(color: string, image: string): boolean {
  if (image && image !== 'none') return true
  const c = color.trim().toLowerCase()
  if (c === '' || c === 'transparent') return false
  const alpha = /^rgba?\(([^)]*)\)$/
    .exec(c)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)[3]
  if (alpha === undefined) return true
  return Number.parseFloat(alpha) * (alpha.endsWith('%') ? 0.01 : 1) > 0
}

/** Any ancestor of `el`, up to and including `stop`, that paints over the canvas. */
export function isOccluded(el: HTMLElement, stop: HTMLElement): boolean {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node)
    if (paintsBackground(style.backgroundColor, style.backgroundImage)) return true
    if (node === stop) return false
  }
  return false
}
