import type { Rng } from '../lib/rng.ts'
import type { Palette } from './palettes.ts'
import { mix, n } from './svg.ts'

const HAIR_STYLES = ['crop', 'bun', 'long', 'curls', 'part', 'shaved'] as const
export type Hair = (typeof HAIR_STYLES)[number]

export const HAIR_WORDS: Record<Hair, string> = {
  crop: 'cropped hair',
  bun: 'hair in a top bun',
  long: 'long straight hair',
  curls: 'curly hair',
  part: 'side-parted hair',
  shaved: 'a shaved head',
}

// Cut-paper portraits: flat shapes, no attempt at likeness. Tones come from the palette, not from
// skin colours, so the set reads as a family of illustrations rather than as people to be judged.
export function portrait(
  w: number,
  h: number,
  p: Palette,
  rng: Rng,
  hair: Hair,
  glasses: boolean,
): string {
  const cx = w / 2
  const hy = h * 0.43
  const rx = w * 0.17
  const ry = h * 0.17
  const face = mix(p.light, p.accent, rng.range(0.15, 0.45))
  const shade = mix(face, p.ink, 0.18)
  const hairFill = rng.pick([p.ink, mix(p.ink, p.accent, 0.3), mix(p.ink, p.bg, 0.25)])
  const shirt = rng.pick([p.accent, p.ink, p.light])
  const out: string[] = []
  // Halo behind the head anchors the figure the way a studio backdrop would.
  out.push(
    `<circle cx="${n(cx)}" cy="${n(hy + h * 0.02)}" r="${n(w * 0.36)}" fill="${mix(p.bg, p.light, 0.22)}"/>`,
  )
  if (hair === 'long')
    out.push(
      `<rect x="${n(cx - rx * 1.25)}" y="${n(hy - ry * 1.1)}" width="${n(rx * 2.5)}" height="${n(h * 0.4)}" rx="${n(rx * 1.2)}" fill="${hairFill}"/>`,
    )
  out.push(
    `<path d="M${n(w * 0.08)} ${n(h)}C${n(w * 0.1)} ${n(h * 0.74)} ${n(w * 0.3)} ${n(h * 0.7)} ${n(cx)} ${n(h * 0.7)}S${n(w * 0.9)} ${n(h * 0.74)} ${n(w * 0.92)} ${n(h)}Z" fill="${shirt}"/>`,
  )
  out.push(
    `<rect x="${n(cx - rx * 0.42)}" y="${n(hy + ry * 0.5)}" width="${n(rx * 0.84)}" height="${n(h * 0.16)}" rx="${n(rx * 0.3)}" fill="${shade}"/>`,
  )
  out.push(`<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${face}"/>`)
  out.push(hairShape(hair, { cx, hy, rx, ry }, hairFill))
  // Features: closed-eye arcs and a nose line, drawn with one pen weight.
  const pen = `fill="none" stroke="${p.ink}" stroke-width="${n(w * 0.008)}" stroke-linecap="round"`
  const ey = hy + ry * 0.05
  for (const side of [-1, 1])
    out.push(
      `<path d="M${n(cx + side * rx * 0.52)} ${n(ey)}q${n(rx * 0.16)} ${n(ry * 0.1)} ${n(rx * 0.32)} 0" ${pen}/>`,
    )
  out.push(
    `<path d="M${n(cx)} ${n(ey + ry * 0.08)}l${n(-rx * 0.1)} ${n(ry * 0.3)}h${n(rx * 0.14)}" ${pen}/>`,
  )
  out.push(
    `<circle cx="${n(cx + rx * 0.5)}" cy="${n(hy + ry * 0.35)}" r="${n(rx * 0.14)}" fill="${p.accent}" fill-opacity="0.45"/>`,
  )
  if (glasses)
    for (const side of [-1, 1])
      out.push(
        `<circle cx="${n(cx + side * rx * 0.38)}" cy="${n(ey)}" r="${n(rx * 0.27)}" ${pen}/>`,
      )
  return out.join('')
}

/** The head's ellipse: centre `cx, hy`, radii `rx, ry`. */
interface Head {
  cx: number
  hy: number
  rx: number
  ry: number
}

function hairShape(hair: Hair, head: Head, fill: string): string {
  const { cx, hy, rx, ry } = head
  const top = hy - ry
  switch (hair) {
    case 'crop':
      return `<path d="M${n(cx - rx * 1.02)} ${n(hy - ry * 0.1)}A${n(rx * 1.02)} ${n(ry * 1.05)} 0 0 1 ${n(cx + rx * 1.02)} ${n(hy - ry * 0.1)}Q${n(cx)} ${n(hy - ry * 0.75)} ${n(cx - rx * 1.02)} ${n(hy - ry * 0.1)}Z" fill="${fill}"/>`
    case 'bun':
      return `<circle cx="${n(cx)}" cy="${n(top - ry * 0.15)}" r="${n(rx * 0.45)}" fill="${fill}"/><path d="M${n(cx - rx)} ${n(hy - ry * 0.15)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(hy - ry * 0.15)}Z" fill="${fill}"/>`
    case 'long':
      return `<path d="M${n(cx - rx * 1.08)} ${n(hy)}A${n(rx * 1.08)} ${n(ry * 1.1)} 0 0 1 ${n(cx + rx * 1.08)} ${n(hy)}L${n(cx + rx * 0.2)} ${n(hy - ry * 0.6)}Z" fill="${fill}"/>`
    case 'curls': {
      const curls: string[] = []
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1 + i / 8)
        curls.push(
          `<circle cx="${n(cx + Math.cos(a) * rx * 0.95)}" cy="${n(hy - ry * 0.15 + Math.sin(a) * ry * 0.95)}" r="${n(rx * 0.32)}"/>`,
        )
      }
      return `<g fill="${fill}">${curls.join('')}</g>`
    }
    case 'part':
      return `<path d="M${n(cx - rx * 1.04)} ${n(hy + ry * 0.1)}A${n(rx * 1.04)} ${n(ry * 1.06)} 0 0 1 ${n(cx + rx * 1.04)} ${n(hy + ry * 0.1)}L${n(cx + rx * 0.9)} ${n(hy - ry * 0.35)}Q${n(cx - rx * 0.3)} ${n(hy - ry * 0.7)} ${n(cx - rx * 0.85)} ${n(hy + ry * 0.2)}Z" fill="${fill}"/>`
    case 'shaved':
      return `<path d="M${n(cx - rx * 0.98)} ${n(hy - ry * 0.2)}A${n(rx * 0.99)} ${n(ry)} 0 0 1 ${n(cx + rx * 0.98)} ${n(hy - ry * 0.2)}Q${n(cx)} ${n(hy - ry * 0.55)} ${n(cx - rx * 0.98)} ${n(hy - ry * 0.2)}Z" fill="${fill}" fill-opacity="0.55"/>`
  }
}
