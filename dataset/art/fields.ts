import type { Composition } from './compositions.ts'
import { mix, n } from './svg.ts'

/** A halftone dot field that swells towards the edges and fades out before the centre. */
export const halftone: Composition = (c) => {
  const { w, h, p } = c
  const step = Math.min(w, h) / 17
  const out: string[] = []
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const d = Math.hypot((x - w / 2) / (w / 2), (y - h / 2) / (h / 2)) / Math.SQRT2
      const r = step * 0.5 * Math.min(1, Math.max(0, (d - 0.32) / 0.5))
      if (r > 0.8) out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`)
    }
  }
  const spot = Math.min(w, h) * 0.09
  return `<g fill="${p.light}">${out.join('')}</g><circle cx="${n(w * 0.86)}" cy="${n(h * 0.8)}" r="${n(spot)}" fill="${p.accent}"/>`
}

/** Soft glows bleed in from two corners; blurred once, so there is no per-pixel noise. */
export const bloom: Composition = (c) => {
  const { w, h, p, rng } = c
  const m = Math.min(w, h)
  const blur = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(m * 0.09)}"/></filter>`
  return [
    blur,
    `<g filter="url(#soft)">`,
    `<circle cx="${n(w * rng.range(0, 0.1))}" cy="${n(h * rng.range(0.8, 1))}" r="${n(m * 0.42)}" fill="${p.accent}"/>`,
    `<circle cx="${n(w * rng.range(0.9, 1))}" cy="${n(h * rng.range(0, 0.15))}" r="${n(m * 0.36)}" fill="${p.light}"/>`,
    `<circle cx="${n(w * 0.98)}" cy="${n(h)}" r="${n(m * 0.2)}" fill="${p.ink}"/>`,
    '</g>',
    `<rect x="${n(w * 0.06)}" y="${n(h * 0.08)}" width="${n(m * 0.12)}" height="${n(m * 0.12)}" fill="none" stroke="${p.light}" stroke-width="${n(m * 0.008)}"/>`,
  ].join('')
}

/** Paper panels slide in from the edges, each with a hard offset shadow like a cut-out. */
export const panels: Composition = (c) => {
  const { w, h, p, rng } = c
  const shadow = mix(p.bg, p.ink, 0.45)
  const off = Math.min(w, h) * 0.02
  /** A panel at `x, y` of `pw` × `ph`, as shares of the frame. */
  const panel = (box: { x: number; y: number; pw: number; ph: number }, fill: string) => {
    const [x, y, pw, ph] = [box.x * w, box.y * h, box.pw * w, box.ph * h]
    return `<rect x="${n(x + off)}" y="${n(y + off)}" width="${n(pw)}" height="${n(ph)}" fill="${shadow}"/><rect x="${n(x)}" y="${n(y)}" width="${n(pw)}" height="${n(ph)}" fill="${fill}"/>`
  }
  return [
    panel({ x: -0.05, y: rng.range(0.08, 0.2), pw: 0.3, ph: 0.5 }, p.light),
    panel({ x: 0.6, y: -0.1, pw: 0.28, ph: 0.3 }, p.accent),
    panel({ x: 0.7, y: 0.72, pw: 0.4, ph: 0.4 }, p.ink),
    panel({ x: 0.12, y: 0.78, pw: 0.22, ph: 0.1 }, p.accent),
  ].join('')
}
