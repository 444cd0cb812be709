import type { Rng } from '../lib/rng.ts'
import type { Palette } from './palettes.ts'
import { mix, n, text } from './svg.ts'

interface Canvas {
  w: number
  h: number
  p: Palette
  rng: Rng
  /** A short word set large in typographic compositions. */
  word: string
  /** A small running caption, like a job number on a print. */
  caption: string
}

// Every composition keeps its centre on the flat `bg` field: the site's WebGL planes are
// checked by sampling pixels near the middle, so the middle must be one known colour.

export type Composition = (c: Canvas) => string

export type Describe = (p: Palette, word: string) => string

const caption = (c: Canvas, fill: string, anchor: 'start' | 'end' = 'start') =>
  text(c.caption.toUpperCase(), {
    x: anchor === 'start' ? c.w * 0.04 : c.w * 0.96,
    anchor,
    y: c.h - c.h * 0.05,
    size: Math.max(14, Math.min(c.w, c.h) * 0.026),
    fill,
    family: 'DejaVu Sans Mono',
    spacing: 2,
  })

/** A sun-sized disc rising off the right edge against a thin ring. */
export const orbit: Composition = (c) => {
  const { w, h, p, rng } = c
  const r = Math.min(h * 0.62, w * 0.42)
  const cx = w * 0.62 + r * rng.range(0.9, 1.05)
  const cy = h * rng.range(0.3, 0.7)
  const ring = Math.min(w, h) * 0.22
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.accent}"/>`,
    `<circle cx="${n(cx - r * 0.35)}" cy="${n(cy + r * 0.2)}" r="${n(r * 0.32)}" fill="${p.ink}"/>`,
    `<circle cx="${n(w * 0.12)}" cy="${n(h * 0.22)}" r="${n(ring)}" fill="none" stroke="${p.light}" stroke-width="${n(ring * 0.06)}"/>`,
    `<rect x="0" y="${n(h * 0.86)}" width="${n(w * 0.28)}" height="${n(h * 0.02)}" fill="${p.light}"/>`,
    caption(c, p.light),
  ].join('')
}

/** A Bauhaus tile frame: shapes run round the border, the middle stays open. */
export const tiles: Composition = (c) => {
  const { w, h, p, rng } = c
  const cols = w >= h ? Math.round((w / h) * 4) : 4
  const rows = w >= h ? 4 : Math.round((h / w) * 4)
  const tw = w / cols
  const th = h / rows
  const colours = [p.light, p.ink, p.accent, mix(p.bg, p.ink, 0.35)]
  const out: string[] = []
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      if (x > 0 && x < cols - 1 && y > 0 && y < rows - 1) continue
      const x0 = x * tw
      const y0 = y * th
      const fill = rng.pick(colours)
      const kind = rng.int(0, 4)
      if (kind === 0)
        out.push(
          `<rect x="${n(x0)}" y="${n(y0)}" width="${n(tw)}" height="${n(th)}" fill="${fill}"/>`,
        )
      else if (kind === 1) {
        const corner = rng.int(0, 3)
        const cx = corner % 2 ? x0 + tw : x0
        const cy = corner > 1 ? y0 + th : y0
        out.push(
          `<clipPath id="t${x}-${y}"><rect x="${n(x0)}" y="${n(y0)}" width="${n(tw)}" height="${n(th)}"/></clipPath>`,
          `<circle clip-path="url(#t${x}-${y})" cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(tw, th))}" fill="${fill}"/>`,
        )
      } else if (kind === 2)
        out.push(
          `<circle cx="${n(x0 + tw / 2)}" cy="${n(y0 + th / 2)}" r="${n(Math.min(tw, th) * 0.4)}" fill="${fill}"/>`,
        )
      else if (kind === 3)
        out.push(
          `<path d="M${n(x0)} ${n(y0 + th)}L${n(x0 + tw / 2)} ${n(y0)}L${n(x0 + tw)} ${n(y0 + th)}Z" fill="${fill}"/>`,
        )
      else
        out.push(
          `<rect x="${n(x0 + tw * 0.2)}" y="${n(y0 + th * 0.2)}" width="${n(tw * 0.6)}" height="${n(th * 0.6)}" fill="none" stroke="${fill}" stroke-width="${n(tw * 0.06)}"/>`,
        )
    }
  }
  return out.join('')
}

/** Oversized letterforms bleed off two corners; the word reads as a crop. */
export const type: Composition = (c) => {
  const { w, h, p, word } = c
  const size = h * 0.62
  const first = word.slice(0, 1).toUpperCase()
  const last = word.slice(-1).toUpperCase()
  return [
    text(first, {
      x: -size * 0.08,
      y: h * 0.5,
      size,
      fill: p.accent,
      family: 'Liberation Sans Narrow',
      weight: 700,
    }),
    text(last, {
      x: w + size * 0.06,
      y: h + size * 0.18,
      size,
      fill: p.light,
      family: 'DejaVu Serif',
      weight: 700,
      anchor: 'end',
    }),
    text(word, {
      x: w * 0.96,
      y: h * 0.1,
      size: Math.min(w, h) * 0.05,
      fill: p.light,
      family: 'DejaVu Serif',
      style: 'italic',
      anchor: 'end',
    }),
    caption(c, p.light),
  ].join('')
}

/** Nested arches rising from opposite corners, like a stack of paper cut-outs. */
export const arches: Composition = (c) => {
  const { w, h, p } = c
  const colours = [p.accent, p.light, p.ink, mix(p.bg, p.light, 0.45)]
  const base = Math.min(w, h) * 0.5
  const out: string[] = []
  colours.forEach((fill, i) => {
    const r = base * (1 - i * 0.22)
    out.push(`<circle cx="0" cy="${n(h)}" r="${n(r)}" fill="${fill}"/>`)
    out.push(
      `<circle cx="${n(w)}" cy="0" r="${n(r * 0.8)}" fill="${colours[(i + 2) % colours.length]}"/>`,
    )
  })
  return out.join('') + caption(c, p.light, 'end')
}

/** Diagonal stripes fill two opposite triangles; a clear band crosses the middle. */
export const stripes: Composition = (c) => {
  const { w, h, p } = c
  const step = Math.min(w, h) * 0.06
  const lines: string[] = []
  for (let d = -h; d < w + h; d += step * 2)
    lines.push(
      `<path d="M${n(d)} 0L${n(d + h)} ${n(h)}" stroke="${p.light}" stroke-width="${n(step)}"/>`,
    )
  const a = `M0 0L${n(w * 0.55)} 0L0 ${n(h * 0.62)}Z`
  const b = `M${n(w)} ${n(h)}L${n(w * 0.45)} ${n(h)}L${n(w)} ${n(h * 0.38)}Z`
  return [
    `<clipPath id="tri"><path d="${a}"/><path d="${b}"/></clipPath>`,
    `<path d="${a}" fill="${p.ink}"/><path d="${b}" fill="${p.accent}"/>`,
    `<g clip-path="url(#tri)" opacity="0.9">${lines.join('')}</g>`,
  ].join('')
}

/** Layered hills under a low sun: a landscape reduced to flat bands. */
export const waves: Composition = (c) => {
  const { w, h, p, rng } = c
  const layers = [mix(p.bg, p.ink, 0.25), p.accent, p.ink]
  const out = [
    `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.24)}" r="${n(Math.min(w, h) * 0.12)}" fill="${p.light}"/>`,
  ]
  layers.forEach((fill, i) => {
    const top = h * (0.7 + i * 0.09)
    const amp = h * 0.05
    const phase = rng.range(0, Math.PI * 2)
    let d = `M0 ${n(h)}L0 ${n(top)}`
    for (let step = 0; step <= 24; step++) {
      const x = (w * step) / 24
      d += `L${n(x)} ${n(top + Math.sin(x / (w / 3) + phase) * amp)}`
    }
    out.push(`<path d="${d}L${n(w)} ${n(h)}Z" fill="${fill}"/>`)
  })
  return out.join('')
}
