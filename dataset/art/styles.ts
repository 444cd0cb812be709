import {
  arches,
  type Composition,
  type Describe,
  orbit,
  stripes,
  tiles,
  type,
  waves,
} from './compositions.ts'
import { bloom, halftone, panels } from './fields.ts'
import { an } from './svg.ts'

interface Style {
  draw: Composition
  /** What the picture shows, in words, for alt text. */
  describe: Describe
}

// Each drawing sits next to its own description so alt text cannot drift from the art.
export const STYLES = {
  orbit: {
    draw: orbit,
    describe: ({ names: c }) =>
      `${an(c.accent)} disc rising off the right edge of ${an(c.bg)} field, with ${an(c.ink)} circle and a thin ${c.light} ring`,
  },
  tiles: {
    draw: tiles,
    describe: ({ names: c }) =>
      `a border of Bauhaus tiles (quarter circles, triangles and squares in ${c.light}, ${c.ink} and ${c.accent}) framing an open ${c.bg} centre`,
  },
  type: {
    draw: type,
    describe: ({ names: c }, word) =>
      `the letters ${word.slice(0, 1).toUpperCase()} and ${word.slice(-1).toUpperCase()} set huge in ${c.accent} and ${c.light}, cropped at opposite corners of ${an(c.bg)} field`,
  },
  arches: {
    draw: arches,
    describe: ({ names: c }) =>
      `nested ${c.accent}, ${c.light} and ${c.ink} arches rising from opposite corners of ${an(c.bg)} field`,
  },
  stripes: {
    draw: stripes,
    describe: ({ names: c }) =>
      `${c.light} diagonal stripes over ${c.ink} and ${c.accent} triangles in opposite corners, with a clear ${c.bg} band between them`,
  },
  waves: {
    draw: waves,
    describe: ({ names: c }) =>
      `${c.accent} and ${c.ink} hills layered under ${an(c.light)} sun in ${an(c.bg)} sky`,
  },
  halftone: {
    draw: halftone,
    describe: ({ names: c }) =>
      `${an(c.light)} halftone dot pattern swelling in from the edges of ${an(c.bg)} ground, with one ${c.accent} dot`,
  },
  bloom: {
    draw: bloom,
    describe: ({ names: c }) =>
      `soft ${c.accent} and ${c.light} glows bleeding in from the corners of ${an(c.bg)} field`,
  },
  panels: {
    draw: panels,
    describe: ({ names: c }) =>
      `${c.light}, ${c.accent} and ${c.ink} paper panels with hard shadows sliding in from the edges of ${an(c.bg)} field`,
  },
} satisfies Record<string, Style>

export type StyleName = keyof typeof STYLES
export const STYLE_NAMES = Object.keys(STYLES) as StyleName[]
