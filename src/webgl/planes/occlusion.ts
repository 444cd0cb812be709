/**
 * The canvas sits behind the scroller, so a plane can only be seen where nothing between
 * it and the canvas paints a background. A plane inside a panel with its own solid
 * background (a dark section, a card) is seen once that background is drawn in the
 * canvas too (a backdrop); one behind a gradient, an image or rounded corners keeps its
 * DOM image and gets no plane.
 */

/**
 * The channels of a computed `rgb()`/`rgba()` colour (the browser normalises every sRGB
 * colour to one of these): red, green, blue as written, alpha 0–1 (1 when absent).
 * Null for anything else (`transparent`, `color(display-p3 …)`).
 */
function rgbaOf(color: string): [number, number, number, number] | null {
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(color.trim().toLowerCase())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
  if (!parts || parts.length < 3) return null
  const raw = parts[3]
  const alpha = raw === undefined ? 1 : Number.parseFloat(raw) * (raw.endsWith('%') ? 0.01 : 1)
  const [r, g, b] = parts.map(Number.parseFloat)
  return [r ?? 0, g ?? 0, b ?? 0, alpha]
}

/** Whether a computed background paints something (any alpha or any image). */
export function paintsBackground(color: string, image: string): boolean {
  if (image && image !== 'none') return true
  const c = color.trim().toLowerCase()
  if (c === '' || c === 'transparent') return false
  const rgba = rgbaOf(c)
  return rgba === null || rgba[3] > 0
}

/** An opaque computed `rgb()` colour as 0–1 channels; null for anything else. */
export function solidRgb(color: string): [number, number, number] | null {
  const rgba = rgbaOf(color)
  if (!rgba || rgba[3] < 1 || rgba.some((c) => !Number.isFinite(c))) return null
  return [rgba[0] / 255, rgba[1] / 255, rgba[2] / 255]
}

/** An ancestor that paints over the canvas, with the colour to draw it in the canvas. */
export interface Occluder {
  el: HTMLElement
  color: [number, number, number]
}

/**
 * The ancestors of `el`, up to and including `stop`, that paint over the canvas, outermost
 * first; null when one of them cannot be drawn as a flat rectangle (not one solid opaque
 * colour, a background image, rounded corners). Reads computed styles: layout time only.
 * `drawn` gives the colour of a background the canvas already draws (its DOM background
 * is transparent by now, so the computed style no longer tells).
 */
export function occludersOf(
  el: HTMLElement,
  stop: HTMLElement,
  drawn: (node: HTMLElement) => [number, number, number] | undefined,
): Occluder[] | null {
  const found: Occluder[] = []
  for (let node = el.parentElement; node; node = node.parentElement) {
    const known = drawn(node)
    if (known) {
      found.unshift({ el: node, color: known })
      if (node === stop) break
      continue
    }
    const style = getComputedStyle(node)
    if (paintsBackground(style.backgroundColor, style.backgroundImage)) {
      const image = style.backgroundImage
      const color = !image || image === 'none' ? solidRgb(style.backgroundColor) : null
      if (!color || hasRadius(style)) return null
      found.unshift({ el: node, color })
    }
    if (node === stop) break
  }
  return found
}

function hasRadius(style: CSSStyleDeclaration): boolean {
  return [
    style.borderRadius,
    style.borderTopLeftRadius,
    style.borderTopRightRadius,
    style.borderBottomLeftRadius,
    style.borderBottomRightRadius,
  ].some((r) => Number.parseFloat(r) > 0)
}
