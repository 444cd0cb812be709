import type { Rng } from '../lib/rng.ts'
import type { Palette } from './palettes.ts'
import { mix, n, text } from './svg.ts'

export const CITIES = ['Durham', 'New York', 'Los Angeles', 'Dallas', 'Phoenix', 'Toronto'] as const
export type City = (typeof CITIES)[number]

// One landmark silhouette per office, so the six studio cards are told apart at a glance.
const LANDMARKS: Record<
  City,
  { words: string; draw: (x: number, ground: number, s: number, fill: string) => string }
> = {
  Durham: {
    words: 'a water tower over old tobacco warehouses',
    draw: (x, g, s, f) =>
      `<g fill="${f}"><rect x="${n(x - s * 0.3)}" y="${n(g - s * 1.3)}" width="${n(s * 0.06)}" height="${n(s * 1.3)}"/><rect x="${n(x + s * 0.24)}" y="${n(g - s * 1.3)}" width="${n(s * 0.06)}" height="${n(s * 1.3)}"/><rect x="${n(x - s * 0.4)}" y="${n(g - s * 1.75)}" width="${n(s * 0.8)}" height="${n(s * 0.5)}" rx="${n(s * 0.08)}"/><path d="M${n(x - s * 0.45)} ${n(g - s * 1.75)}L${n(x)} ${n(g - s * 2.1)}L${n(x + s * 0.45)} ${n(g - s * 1.75)}Z"/></g>`,
  },
  'New York': {
    words: 'a stepped skyscraper with a needle spire',
    draw: (x, g, s, f) =>
      `<g fill="${f}"><rect x="${n(x - s * 0.4)}" y="${n(g - s * 1.6)}" width="${n(s * 0.8)}" height="${n(s * 1.6)}"/><rect x="${n(x - s * 0.28)}" y="${n(g - s * 2.2)}" width="${n(s * 0.56)}" height="${n(s * 0.6)}"/><rect x="${n(x - s * 0.16)}" y="${n(g - s * 2.6)}" width="${n(s * 0.32)}" height="${n(s * 0.4)}"/><rect x="${n(x - s * 0.02)}" y="${n(g - s * 3.1)}" width="${n(s * 0.04)}" height="${n(s * 0.5)}"/></g>`,
  },
  'Los Angeles': {
    words: 'two palm trees rising over low-rise blocks',
    draw: (x, g, s, f) => {
      // Fronds are thin filled leaves fanning out and drooping, so the crown reads as a palm.
      const palm = (px: number, height: number) => {
        const top = g - height
        const fronds = [200, 228, 256, 284, 312, 340]
          .map((deg) => {
            const a = (deg * Math.PI) / 180
            const tx = px + Math.cos(a) * s * 0.75
            const ty = top + Math.sin(a) * s * 0.3 + Math.abs(Math.cos(a)) * s * 0.28
            const mx = px + Math.cos(a) * s * 0.3
            const my = top + Math.sin(a) * s * 0.3
            return `<path d="M${n(px)} ${n(top)}Q${n(mx)} ${n(my - s * 0.1)} ${n(tx)} ${n(ty)}Q${n(mx)} ${n(my + s * 0.05)} ${n(px)} ${n(top)}Z" fill="${f}"/>`
          })
          .join('')
        return `<path d="M${n(px)} ${n(g)}q${n(s * 0.12)} ${n(-height / 2)} 0 ${n(-height)}" fill="none" stroke="${f}" stroke-width="${n(s * 0.07)}"/>${fronds}`
      }
      return palm(x - s * 0.3, s * 2.2) + palm(x + s * 0.35, s * 1.7)
    },
  },
  Dallas: {
    words: 'a tower topped with a lattice ball',
    draw: (x, g, s, f) =>
      `<g fill="${f}"><rect x="${n(x - s * 0.08)}" y="${n(g - s * 2.3)}" width="${n(s * 0.16)}" height="${n(s * 2.3)}"/><circle cx="${n(x)}" cy="${n(g - s * 2.5)}" r="${n(s * 0.38)}"/></g><g fill="none" stroke="${f}" stroke-opacity="0.35" stroke-width="${n(s * 0.03)}"><circle cx="${n(x)}" cy="${n(g - s * 2.5)}" r="${n(s * 0.5)}"/></g>`,
  },
  Phoenix: {
    words: 'a saguaro cactus in front of a flat-topped mesa',
    draw: (x, g, s, f) =>
      `<g fill="${f}"><rect x="${n(x - s * 0.14)}" y="${n(g - s * 2)}" width="${n(s * 0.28)}" height="${n(s * 2)}" rx="${n(s * 0.14)}"/><path d="M${n(x - s * 0.14)} ${n(g - s * 0.9)}h${n(-s * 0.3)}a${n(s * 0.12)} ${n(s * 0.12)} 0 0 1 ${n(-s * 0.12)} ${n(-s * 0.12)}v${n(-s * 0.6)}a${n(s * 0.12)} ${n(s * 0.12)} 0 0 1 ${n(s * 0.24)} 0v${n(s * 0.48)}h${n(s * 0.18)}Z"/><path d="M${n(x + s * 0.14)} ${n(g - s * 1.2)}h${n(s * 0.26)}v${n(-s * 0.45)}a${n(s * 0.12)} ${n(s * 0.12)} 0 0 1 ${n(s * 0.24)} 0v${n(s * 0.57)}a${n(s * 0.12)} ${n(s * 0.12)} 0 0 1 ${n(-s * 0.12)} ${n(s * 0.12)}h${n(-s * 0.38)}Z"/></g>`,
  },
  Toronto: {
    words: 'a needle-thin tower with an observation pod',
    draw: (x, g, s, f) =>
      `<g fill="${f}"><path d="M${n(x - s * 0.22)} ${n(g)}L${n(x - s * 0.05)} ${n(g - s * 2.4)}h${n(s * 0.1)}L${n(x + s * 0.22)} ${n(g)}Z"/><ellipse cx="${n(x)}" cy="${n(g - s * 2.2)}" rx="${n(s * 0.3)}" ry="${n(s * 0.14)}"/><rect x="${n(x - s * 0.02)}" y="${n(g - s * 3.3)}" width="${n(s * 0.04)}" height="${n(s * 1)}"/></g>`,
  },
}

export function cityWords(city: City): string {
  return LANDMARKS[city].words
}

/** A skyline card: sky field, sun, block skyline with lit windows, landmark and the city's name. */
export function cityscape(w: number, h: number, p: Palette, rng: Rng, city: City): string {
  const ground = h * 0.86
  const s = w * 0.16
  const out: string[] = [
    `<circle cx="${n(w * 0.24)}" cy="${n(h * 0.3)}" r="${n(w * 0.11)}" fill="${p.accent}"/>`,
  ]
  const blockFill = mix(p.bg, p.ink, 0.55)
  let x = -w * 0.02
  while (x < w) {
    const bw = w * rng.range(0.08, 0.16)
    const bh = h * rng.range(0.1, 0.26)
    out.push(
      `<rect x="${n(x)}" y="${n(ground - bh)}" width="${n(bw + 1)}" height="${n(bh)}" fill="${blockFill}"/>`,
    )
    for (let wy = ground - bh + w * 0.03; wy < ground - w * 0.04; wy += w * 0.045)
      for (let wx = x + w * 0.02; wx < x + bw - w * 0.02; wx += w * 0.035)
        if (rng.chance(0.4))
          out.push(
            `<rect x="${n(wx)}" y="${n(wy)}" width="${n(w * 0.014)}" height="${n(w * 0.02)}" fill="${p.light}" fill-opacity="0.8"/>`,
          )
    x += bw
  }
  out.push(LANDMARKS[city].draw(w * 0.72, ground, s, p.ink))
  out.push(
    `<rect x="0" y="${n(ground)}" width="${n(w)}" height="${n(h - ground)}" fill="${p.ink}"/>`,
  )
  out.push(
    text(city.toUpperCase(), {
      x: w * 0.06,
      y: h * 0.955,
      size: w * 0.055,
      fill: p.light,
      family: 'DejaVu Sans Mono',
      spacing: w * 0.008,
    }),
  )
  return out.join('')
}
