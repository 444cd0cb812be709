/**
 * The canvas sits behind the scroller: a plane shows only where nothing above it paints a
 * background, or where that background is one solid colour the canvas draws too (a backdrop).
 * Behind a gradient, an image or rounded corners, the DOM image stays and there is no plane.
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
  // What the browser computes for most boxes: no need to parse it.
  if (c === '' || c === 'transparent' || c === 'rgba(0, 0, 0, 0)') return false
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
 * Each node's occluders up to `stop` (outermost first, or null), for one layout pass only:
 * the planes of a page share most ancestors, whose styles are then read once, not per plane.
 */
export type OccluderCache = Map<Element, readonly Occluder[] | null>

/**
 * The ancestors of `el` up to `stop` that paint over the canvas, outermost first; null if one
 * is not a flat solid rectangle. Layout time only (computed styles); `drawn` gives the colour
 * of one the canvas already draws. The list may be shared through `cache`: never change it.
 */
export function occludersOf(
  el: HTMLElement,
  stop: HTMLElement,
  drawn: (node: HTMLElement) => [number, number, number] | undefined,
  cache: OccluderCache = new Map(),
): readonly Occluder[] | null {
  // Up from the plane to `stop`, or to the first ancestor already resolved this pass.
  const path: HTMLElement[] = []
  let above: readonly Occluder[] | null = []
  for (let node = el.parentElement; node; node = node.parentElement) {
    const known = cache.get(node)
    if (known !== undefined) {
      above = known
      break
    }
    path.push(node)
    if (node === stop) break
  }
  // Then down again, outermost first, each node's answer kept for the planes after it.
  let found = above
  for (let i = path.length - 1; i >= 0; i--) {
    const node = path[i] as HTMLElement
    if (found !== null) {
      const own = occluderOf(node, drawn)
      if (own === null) found = null
      else if (own) found = [...found, own]
    }
    cache.set(node, found)
  }
  return found
}

/** The background `node` paints over the canvas: none (undefined), drawable, or null. */
function occluderOf(
  node: HTMLElement,
  drawn: (node: HTMLElement) => [number, number, number] | undefined,
): Occluder | null | undefined {
  const known = drawn(node)
  if (known) return { el: node, color: known }
  const style = getComputedStyle(node)
  if (!paintsBackground(style.backgroundColor, style.backgroundImage)) return undefined
  const image = style.backgroundImage
  const color = !image || image === 'none' ? solidRgb(style.backgroundColor) : null
  if (!color || hasRadius(style)) return null
  return { el: node, color }
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
