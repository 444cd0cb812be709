/**
 * The canvas sits behind the scroller, so a plane can only be seen where nothing between
 * it and the canvas paints a background. A plane inside a panel with its own solid
 * background (a dark section, a card) is seen once that background is drawn in the
 * canvas too (a backdrop); one behind a gradient, an image or rounded corners keeps its
 * DOM image and gets no plane.
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

/** An opaque computed `rgb()` colour as 0–1 channels; null for anything else. */
export function solidRgb(color: string): [number, number, number] | null {
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(color.trim().toLowerCase())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
  if (!parts || parts.length < 3) return null
  const alpha = parts[3]
  if (alpha !== undefined && Number.parseFloat(alpha) * (alpha.endsWith('%') ? 0.01 : 1) < 1) {
    return null
  }
  const rgb = parts.slice(0, 3).map((c) => Number.parseFloat(c) / 255)
  if (rgb.some((c) => !Number.isFinite(c))) return null
  return [rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0]
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
