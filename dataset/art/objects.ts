import type { Palette } from './palettes.ts'
import { isLight, mix, n, text } from './svg.ts'

const PRODUCTS = ['tote', 'mug', 'print', 'cap', 'tee', 'notebooks', 'pins', 'candle'] as const
export type Product = (typeof PRODUCTS)[number]

const FLAME = '#F2A81D'

type Draw = (cx: number, floor: number, s: number, p: Palette) => string

// Still lifes: the object sits on the floor line in the lower half, so the wall colour
// (the palette's bg) still fills the middle of the frame.
const DRAW: Record<Product, { words: string; draw: Draw }> = {
  tote: {
    words: 'a canvas tote bag printed with a sun mark',
    draw: (cx, f, s, p) =>
      `<path d="M${n(cx - s * 0.28)} ${n(f - s * 0.9)}q0 ${n(-s * 0.45)} ${n(s * 0.28)} ${n(-s * 0.45)}t${n(s * 0.28)} ${n(s * 0.45)}" fill="none" stroke="${p.light}" stroke-width="${n(s * 0.06)}"/><rect x="${n(cx - s * 0.55)}" y="${n(f - s * 0.95)}" width="${n(s * 1.1)}" height="${n(s * 0.95)}" fill="${p.light}"/><circle cx="${n(cx)}" cy="${n(f - s * 0.45)}" r="${n(s * 0.2)}" fill="${p.accent}"/>`,
  },
  mug: {
    words: 'a glazed mug with a thick handle',
    draw: (cx, f, s, p) =>
      `<circle cx="${n(cx + s * 0.42)}" cy="${n(f - s * 0.45)}" r="${n(s * 0.2)}" fill="none" stroke="${p.accent}" stroke-width="${n(s * 0.08)}"/><path d="M${n(cx - s * 0.4)} ${n(f - s * 0.85)}h${n(s * 0.8)}v${n(s * 0.7)}q0 ${n(s * 0.15)} ${n(-s * 0.15)} ${n(s * 0.15)}h${n(-s * 0.5)}q${n(-s * 0.15)} 0 ${n(-s * 0.15)} ${n(-s * 0.15)}Z" fill="${p.accent}"/><rect x="${n(cx - s * 0.4)}" y="${n(f - s * 0.55)}" width="${n(s * 0.8)}" height="${n(s * 0.08)}" fill="${p.light}"/>`,
  },
  print: {
    words: 'a framed print leaning against the wall',
    draw: (cx, f, s, p) =>
      `<rect x="${n(cx - s * 0.45)}" y="${n(f - s * 1.2)}" width="${n(s * 0.9)}" height="${n(s * 1.2)}" fill="${p.ink}"/><rect x="${n(cx - s * 0.38)}" y="${n(f - s * 1.13)}" width="${n(s * 0.76)}" height="${n(s * 1.06)}" fill="${p.light}"/><circle cx="${n(cx)}" cy="${n(f - s * 0.72)}" r="${n(s * 0.22)}" fill="${p.accent}"/><rect x="${n(cx - s * 0.28)}" y="${n(f - s * 0.32)}" width="${n(s * 0.56)}" height="${n(s * 0.04)}" fill="${p.ink}"/>`,
  },
  cap: {
    words: 'a six-panel cap with an embroidered dot',
    draw: (cx, f, s, p) =>
      `<path d="M${n(cx - s * 0.5)} ${n(f - s * 0.12)}a${n(s * 0.5)} ${n(s * 0.55)} 0 0 1 ${n(s)} 0Z" fill="${p.ink}"/><path d="M${n(cx + s * 0.3)} ${n(f - s * 0.14)}h${n(s * 0.5)}q${n(s * 0.1)} 0 ${n(s * 0.05)} ${n(s * 0.1)}h${n(-s * 0.55)}Z" fill="${p.ink}"/><rect x="${n(cx - s * 0.5)}" y="${n(f - s * 0.12)}" width="${n(s)}" height="${n(s * 0.1)}" fill="${mix(p.ink, p.light, 0.2)}"/><circle cx="${n(cx)}" cy="${n(f - s * 0.38)}" r="${n(s * 0.07)}" fill="${p.accent}"/>`,
  },
  tee: {
    words: 'a folded T-shirt with a small chest print',
    draw: (cx, f, s, p) =>
      `<rect x="${n(cx - s * 0.6)}" y="${n(f - s * 0.3)}" width="${n(s * 1.2)}" height="${n(s * 0.3)}" fill="${mix(p.light, p.ink, 0.12)}"/><path d="M${n(cx - s * 0.55)} ${n(f - s * 0.3)}v${n(-s * 0.7)}h${n(s * 0.38)}q${n(s * 0.17)} ${n(s * 0.14)} ${n(s * 0.34)} 0h${n(s * 0.38)}v${n(s * 0.7)}Z" fill="${p.light}"/><rect x="${n(cx + s * 0.12)}" y="${n(f - s * 0.78)}" width="${n(s * 0.16)}" height="${n(s * 0.16)}" fill="${p.accent}"/>`,
  },
  notebooks: {
    words: 'a stack of three notebooks with coloured spines',
    draw: (cx, f, s, p) =>
      [p.accent, p.light, p.ink]
        .map(
          (fill, i) =>
            `<rect x="${n(cx - s * 0.6 + i * s * 0.06)}" y="${n(f - s * 0.2 * (i + 1))}" width="${n(s * 1.1)}" height="${n(s * 0.18)}" rx="${n(s * 0.02)}" fill="${fill}"/>`,
        )
        .join(''),
  },
  pins: {
    words: 'four enamel pins on a backing card',
    draw: (cx, f, s, p) =>
      `<rect x="${n(cx - s * 0.45)}" y="${n(f - s * 1.05)}" width="${n(s * 0.9)}" height="${n(s * 1.05)}" fill="${p.light}"/>${[
        p.accent,
        p.ink,
        p.bg,
        p.accent,
      ]
        .map(
          (fill, i) =>
            `<circle cx="${n(cx + (i % 2 ? 0.2 : -0.2) * s)}" cy="${n(f - s * (i < 2 ? 0.75 : 0.33))}" r="${n(s * 0.14)}" fill="${fill}" stroke="${p.ink}" stroke-width="${n(s * 0.02)}"/>`,
        )
        .join('')}`,
  },
  candle: {
    words: 'a candle in a tin with a paper label and a small flame',
    draw: (cx, f, s, p) =>
      `<rect x="${n(cx - s * 0.35)}" y="${n(f - s * 0.6)}" width="${n(s * 0.7)}" height="${n(s * 0.6)}" rx="${n(s * 0.04)}" fill="${mix(p.light, p.ink, 0.25)}"/><rect x="${n(cx - s * 0.35)}" y="${n(f - s * 0.45)}" width="${n(s * 0.7)}" height="${n(s * 0.26)}" fill="${p.light}"/><path d="M${n(cx)} ${n(f - s * 0.9)}q${n(s * 0.1)} ${n(s * 0.14)} 0 ${n(s * 0.24)}q${n(-s * 0.1)} ${n(-s * 0.1)} 0 ${n(-s * 0.24)}Z" fill="${FLAME}"/>`,
  },
}

export function productWords(product: Product): string {
  return DRAW[product].words
}

/** A product still life: wall, floor, soft contact shadow, the object and a small price-tag mark. */
export function stillLife(
  w: number,
  h: number,
  p: Palette,
  product: Product,
  label: string,
): string {
  const floor = h * 0.8
  const s = Math.min(w, h) * 0.36
  const cx = w * 0.5
  return [
    `<rect y="${n(floor)}" width="${n(w)}" height="${n(h - floor)}" fill="${mix(p.bg, p.ink, 0.22)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(floor)}" rx="${n(s * 0.7)}" ry="${n(s * 0.07)}" fill="${p.ink}" fill-opacity="0.28"/>`,
    DRAW[product].draw(cx, floor, s, p),
    text(label.toUpperCase(), {
      x: w * 0.06,
      y: h * 0.08,
      size: w * 0.028,
      fill: isLight(p.bg) ? p.ink : p.light,
      family: 'DejaVu Sans Mono',
      spacing: 3,
    }),
  ].join('')
}
