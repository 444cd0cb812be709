import { n, text } from './svg.ts'

const SYMBOLS = ['sun', 'stack', 'notch', 'spark', 'wave', 'ring', 'grid', 'leaf'] as const
type SymbolName = (typeof SYMBOLS)[number]

export interface LogoSpec {
  name: string
  symbol: SymbolName
  family: string
  weight: number
  style?: 'normal' | 'italic'
  upper?: boolean
  spacing?: number
}

const INK = '#141414'

const ADVANCE: Record<string, number> = {
  'DejaVu Sans': 0.68,
  'DejaVu Serif': 0.66,
  'DejaVu Sans Mono': 0.62,
  'Liberation Serif': 0.56,
  'Liberation Sans': 0.6,
  'Liberation Sans Narrow': 0.48,
}

// Symbols are drawn in a unit box (s × s) at (x, y); all in one ink so the client wall reads as a set.
function symbol(kind: SymbolName, x: number, y: number, s: number): string {
  const c = `fill="${INK}"`
  const stroke = `fill="none" stroke="${INK}" stroke-width="${n(s * 0.12)}"`
  switch (kind) {
    case 'sun':
      return `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.3)}" ${c}/><rect x="${n(x)}" y="${n(y + s * 0.86)}" width="${n(s)}" height="${n(s * 0.14)}" ${c}/>`
    case 'stack':
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${n(x)} ${n(y + s * (0.4 + i * 0.3))}L${n(x + s / 2)} ${n(y + s * i * 0.3)}L${n(x + s)} ${n(y + s * (0.4 + i * 0.3))}" ${stroke}/>`,
        )
        .join('')
    case 'notch':
      return `<path d="M${n(x)} ${n(y)}h${n(s)}v${n(s)}h${n(-s * 0.5)}v${n(-s * 0.4)}h${n(-s * 0.5)}Z" ${c}/>`
    case 'spark':
      return [0, 45, 90, 135]
        .map(
          (a) =>
            `<rect x="${n(x + s * 0.44)}" y="${n(y)}" width="${n(s * 0.12)}" height="${n(s)}" transform="rotate(${a} ${n(x + s / 2)} ${n(y + s / 2)})" ${c}/>`,
        )
        .join('')
    case 'wave':
      return [0.3, 0.6, 0.9]
        .map(
          (t) =>
            `<path d="M${n(x)} ${n(y + s * t)}q${n(s / 4)} ${n(-s * 0.2)} ${n(s / 2)} 0t${n(s / 2)} 0" ${stroke}/>`,
        )
        .join('')
    case 'ring':
      return `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.42)}" ${stroke}/><circle cx="${n(x + s * 0.72)}" cy="${n(y + s * 0.3)}" r="${n(s * 0.12)}" ${c}/>`
    case 'grid':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${n(x + (i % 2) * s * 0.55)}" y="${n(y + Math.floor(i / 2) * s * 0.55)}" width="${n(s * 0.45)}" height="${n(s * 0.45)}" rx="${n(i === 3 ? s * 0.22 : 0)}" ${c}/>`,
        )
        .join('')
    case 'leaf':
      return `<path d="M${n(x)} ${n(y + s)}C${n(x)} ${n(y + s * 0.3)} ${n(x + s * 0.4)} ${n(y)} ${n(x + s)} ${n(y)}C${n(x + s)} ${n(y + s * 0.6)} ${n(x + s * 0.6)} ${n(y + s)} ${n(x)} ${n(y + s)}Z" ${c}/>`
  }
}

/** A client logo lockup: symbol left, wordmark right, transparent ground. */
export function logo(w: number, h: number, spec: LogoSpec): string {
  const s = h * 0.34
  const x = w * 0.08
  const word = spec.upper ? spec.name.toUpperCase() : spec.name
  // Long names drop a size so every lockup fits the same box; the factor is a generous
  // average advance per character for each family (measured on DejaVu and Liberation).
  const advance = (ADVANCE[spec.family] ?? 0.7) * (spec.upper ? 1.15 : 1)
  const room = w - (x + s * 1.35) - w * 0.04
  const size = Math.min(
    h * 0.2,
    (room - word.length * (spec.spacing ?? 0)) / (word.length * advance),
  )
  return (
    symbol(spec.symbol, x, (h - s) / 2, s) +
    text(word, {
      x: x + s * 1.35,
      y: h / 2 + size * 0.36,
      size,
      fill: INK,
      family: spec.family,
      weight: spec.weight,
      style: spec.style ?? 'normal',
      spacing: spec.spacing ?? 0,
    })
  )
}

/** The about page's header arrow: a heavy hand-cut arrow pointing down, on transparency. */
export function arrow(w: number, h: number, fill: string): string {
  const shaft = w * 0.2
  const head = h * 0.42
  return `<path d="M${n(w / 2 - shaft / 2)} ${n(h * 0.04)}h${n(shaft)}v${n(h - head - h * 0.04)}h${n(w * 0.3)}L${n(w / 2)} ${n(h * 0.97)}L${n(w * 0.1)} ${n(h - head)}h${n(w * 0.3)}Z" fill="${fill}"/>`
}
