/** Small SVG string helpers; librsvg (inside sharp) renders the result. */

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

// Film grain: fractal noise mapped to a faint alpha. Kept low and coarse because
// fine per-pixel noise is what makes JPEGs (and the budget) balloon.
export function grainDefs(seed: number, opacity: number): string {
  return `<filter id="grain" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="1" seed="${seed % 1000}" stitchTiles="stitch"/>
<feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.6 1.2"/>
<feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>
</filter>`
}

export function grainLayer(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" filter="url(#grain)"/>`
}

export interface TextOptions {
  x: number
  y: number
  size: number
  fill: string
  family?: string
  weight?: number | string
  anchor?: 'start' | 'middle' | 'end'
  spacing?: number
  style?: 'normal' | 'italic'
  opacity?: number
}

export function text(content: string, o: TextOptions): string {
  const family = o.family ?? 'DejaVu Sans'
  return `<text x="${n(o.x)}" y="${n(o.y)}" font-family="${family}" font-size="${n(o.size)}" font-weight="${o.weight ?? 400}" font-style="${o.style ?? 'normal'}" text-anchor="${o.anchor ?? 'start'}" letter-spacing="${n(o.spacing ?? 0)}" fill="${o.fill}" fill-opacity="${o.opacity ?? 1}">${esc(content)}</text>`
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255
    const cb = (pb >> shift) & 255
    return Math.round(ca + (cb - ca) * t)
  }
  const rgb = (channel(16) << 16) | (channel(8) << 8) | channel(0)
  return `#${rgb.toString(16).padStart(6, '0')}`
}

/** "a" or "an" before a colour name, for alt text that reads naturally. */
export function an(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
}

/** True for colours dark text reads well on (relative luminance, roughly). */
export function isLight(hex: string): boolean {
  const v = parseInt(hex.slice(1), 16)
  return 0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255) > 140
}
