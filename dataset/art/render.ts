import { Rng } from '../lib/rng.ts'
import { type City, cityscape, cityWords } from './city.ts'
import { arrow, type LogoSpec, logo } from './marks.ts'
import { type Product, productWords, stillLife } from './objects.ts'
import type { Palette } from './palettes.ts'
import { HAIR_WORDS, type Hair, portrait } from './portrait.ts'
import { STYLES, type StyleName } from './styles.ts'
import { an, grainDefs, grainLayer, svgDoc } from './svg.ts'

/** Width × height for each aspect ratio the site lays out; long side ≤ 1800. */
export const RATIOS = {
  '16:9': [1600, 900],
  '3:2': [1500, 1000],
  '4:5': [1200, 1500],
  '1:1': [1200, 1200],
  '21:9': [1792, 768],
  '2:3': [1000, 1500],
} as const satisfies Record<string, readonly [number, number]>
export type Ratio = keyof typeof RATIOS

export type ArtSpec =
  | { kind: 'style'; style: StyleName; palette: Palette; word?: string; caption?: string }
  | { kind: 'portrait'; palette: Palette; hair: Hair; glasses: boolean }
  | { kind: 'city'; palette: Palette; city: City }
  | { kind: 'product'; palette: Palette; product: Product; label: string }
  | { kind: 'logo'; logo: LogoSpec }
  | { kind: 'arrow'; fill: string }

export interface Artwork {
  svg: string
  format: 'jpg' | 'png'
  /** What is drawn, without the subject; callers prefix it with what the image is for. */
  description: string
}

/** Turns a spec into an SVG document. `name` seeds the randomness, so a name always draws the same. */
export function drawArt(name: string, spec: ArtSpec, w: number, h: number): Artwork {
  const rng = new Rng(name)
  const ground = (fill: string) => `<rect width="${w}" height="${h}" fill="${fill}"/>`
  const grained = (fill: string, body: string, opacity = 0.14) =>
    svgDoc(w, h, ground(fill) + body + grainLayer(w, h), grainDefs(rng.int(1, 999), opacity))
  switch (spec.kind) {
    case 'style': {
      const word = spec.word ?? 'Studio'
      const body = STYLES[spec.style].draw({
        w,
        h,
        p: spec.palette,
        rng,
        word,
        caption: spec.caption ?? '',
      })
      return {
        svg: grained(spec.palette.bg, body),
        format: 'jpg',
        description: STYLES[spec.style].describe(spec.palette, word),
      }
    }
    case 'portrait':
      return {
        svg: grained(
          spec.palette.bg,
          portrait(w, h, spec.palette, rng, spec.hair, spec.glasses),
          0.1,
        ),
        format: 'jpg',
        description: `a cut-paper style head-and-shoulders figure with ${HAIR_WORDS[spec.hair]}${spec.glasses ? ' and round glasses' : ''}, on ${an(spec.palette.names.bg)} ground with a pale halo`,
      }
    case 'city':
      return {
        svg: grained(spec.palette.bg, cityscape(w, h, spec.palette, rng, spec.city)),
        format: 'jpg',
        description: `an illustrated skyline against ${an(spec.palette.names.bg)} sky: ${cityWords(spec.city)}, ${an(spec.palette.names.accent)} sun and lit windows`,
      }
    case 'product':
      return {
        svg: grained(spec.palette.bg, stillLife(w, h, spec.palette, spec.product, spec.label), 0.1),
        format: 'jpg',
        description: `${productWords(spec.product)}, standing on a shelf against ${an(spec.palette.names.bg)} wall`,
      }
    case 'logo':
      return {
        svg: svgDoc(w, h, logo(w, h, spec.logo)),
        format: 'png',
        description: `the ${spec.logo.name} wordmark in black`,
      }
    case 'arrow':
      return {
        svg: svgDoc(w, h, arrow(w, h, spec.fill)),
        format: 'png',
        description: 'a heavy hand-cut arrow pointing down',
      }
  }
}
