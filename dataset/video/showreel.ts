import { CITIES } from '../art/city.ts'
import { paletteByName } from '../art/palettes.ts'
import { esc, n, svgDoc } from '../art/svg.ts'
import { easeInOutCubic, lerp, span } from './timeline.ts'

export const REEL = { width: 1280, height: 720, fps: 25, seconds: 8 } as const

const W = REEL.width
const H = REEL.height
const red = paletteByName('signal')
const blue = paletteByName('cobalt')
const green = paletteByName('forest')
const dark = paletteByName('charcoal')

/** One line of type: where it sits and how big, then its fill, face and any more attributes. */
const word = (
  content: string,
  at: { x: number; y: number; size: number },
  style: { fill: string; family: string; extra?: string },
) =>
  `<text x="${n(at.x)}" y="${n(at.y)}" font-family="${style.family}" font-size="${n(at.size)}" fill="${style.fill}" ${style.extra ?? ''}>${esc(content)}</text>`

// Scene 1, 0–2 s: the motto's first beat. A disc slides in and "modern" rises.
function opening(t: number): string {
  const disc = span(t, 0, 0.9)
  const rise = span(t, 0.7, 0.7)
  const ring = span(t, 0.2, 1.2, easeInOutCubic)
  const circumference = 2 * Math.PI * 110
  return [
    `<rect width="${W}" height="${H}" fill="${red.bg}"/>`,
    `<circle cx="${n(lerp(W + 380, W * 0.8, disc))}" cy="${H * 0.45}" r="380" fill="${red.accent}"/>`,
    `<circle cx="${n(lerp(W + 200, W * 0.72, disc))}" cy="${H * 0.58}" r="120" fill="${red.ink}"/>`,
    `<circle cx="170" cy="160" r="110" fill="none" stroke="${red.light}" stroke-width="8" stroke-dasharray="${n(circumference * ring)} ${n(circumference)}"/>`,
    word(
      'KNOWN FOR',
      { x: 80, y: 470 + (1 - rise) * 30, size: 26 },
      {
        fill: red.light,
        family: 'DejaVu Sans Mono',
        extra: `letter-spacing="6" fill-opacity="${n(rise)}"`,
      },
    ),
    `<clipPath id="c1"><rect x="0" y="0" width="${W}" height="680"/></clipPath>`,
    `<g clip-path="url(#c1)">${word('modern', { x: 70, y: lerp(860, 660, rise), size: 200 }, { fill: red.light, family: 'Liberation Sans Narrow', extra: 'font-weight="700"' })}</g>`,
  ].join('')
}

// Scene 2, 2–4 s: a cobalt panel wipes in; "content" in italic serif, stripes drifting.
function content(t: number): string {
  const wipe = span(t, 2, 0.5, easeInOutCubic)
  const type = span(t, 2.3, 0.8)
  const stripes: string[] = []
  const drift = (t - 2) * 60
  for (let x = -W; x < W * 2; x += 90)
    stripes.push(
      `<path d="M${n(x + drift)} ${H * 0.62}l${H * 0.38} ${H * 0.38}" stroke="${blue.accent}" stroke-width="34"/>`,
    )
  return [
    `<g transform="translate(${n(lerp(-W, 0, wipe))} 0)">`,
    `<rect width="${W}" height="${H}" fill="${blue.bg}"/>`,
    `<clipPath id="c2"><path d="M${W * 0.45} ${H}L${W} ${H * 0.4}V${H}Z"/></clipPath><g clip-path="url(#c2)">${stripes.join('')}</g>`,
    word(
      'content',
      { x: lerp(-200, 90, type), y: 330, size: 190 },
      { fill: blue.light, family: 'DejaVu Serif', extra: 'font-style="italic"' },
    ),
    word(
      'FOR BRANDS THAT MOVE',
      { x: 96, y: 420, size: 24 },
      {
        fill: blue.light,
        family: 'DejaVu Sans Mono',
        extra: `letter-spacing="5" fill-opacity="${n(type)}"`,
      },
    ),
    '</g>',
  ].join('')
}

// Scene 3, 4–6 s: a forest panel rises; Bauhaus tiles pop in one by one around "powered by design".
function design(t: number): string {
  const rise = span(t, 4, 0.5, easeInOutCubic)
  const tiles: string[] = []
  const size = 160
  const colours = [green.accent, green.light, green.ink, red.bg]
  let i = 0
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 8; x++) {
      if (x > 0 && x < 7 && y > 0 && y < 4) continue
      const s = span(t, 4.3 + i * 0.05, 0.4)
      const cx = x * size + size / 2
      const cy = y * 144 + 72
      const fill = colours[(x * 3 + y) % colours.length] ?? green.accent
      const shape =
        (x + y) % 3 === 0
          ? `<circle r="64" fill="${fill}"/>`
          : (x + y) % 3 === 1
            ? `<rect x="-70" y="-62" width="140" height="124" fill="${fill}"/>`
            : `<path d="M-70 62L0 -62L70 62Z" fill="${fill}"/>`
      tiles.push(`<g transform="translate(${cx} ${cy}) scale(${n(s)})">${shape}</g>`)
      i++
    }
  return [
    `<g transform="translate(0 ${n(lerp(H, 0, rise))})">`,
    `<rect width="${W}" height="${H}" fill="${green.bg}"/>`,
    tiles.join(''),
    word(
      'powered by',
      { x: W / 2, y: 330, size: 64 },
      {
        fill: green.light,
        family: 'DejaVu Serif',
        extra: `text-anchor="middle" font-style="italic" fill-opacity="${n(span(t, 4.6, 0.5))}"`,
      },
    ),
    word(
      'DESIGN',
      { x: W / 2, y: 450, size: 132 },
      {
        fill: green.light,
        family: 'Liberation Sans Narrow',
        extra: `text-anchor="middle" font-weight="700" fill-opacity="${n(span(t, 4.8, 0.5))}"`,
      },
    ),
    '</g>',
  ].join('')
}

// Scene 4, 6–7.4 s: the six studios flash by; scene 5 closes on the end card.
function cities(t: number): string {
  const index = Math.min(CITIES.length - 1, Math.floor((t - 6) / 0.22))
  const city = CITIES[index] ?? 'Durham'
  return [
    `<rect width="${W}" height="${H}" fill="${dark.bg}"/>`,
    `<circle cx="${W / 2}" cy="${H / 2}" r="${n(160 + index * 12)}" fill="${dark.accent}"/>`,
    word(
      city.toUpperCase(),
      { x: W / 2, y: H / 2 + 40, size: 112 },
      {
        fill: dark.light,
        family: 'Liberation Sans Narrow',
        extra: 'text-anchor="middle" font-weight="700"',
      },
    ),
    word(
      `0${index + 1} / 06`,
      { x: 80, y: 660, size: 24 },
      { fill: dark.light, family: 'DejaVu Sans Mono', extra: 'letter-spacing="4"' },
    ),
  ].join('')
}

function endCard(t: number): string {
  const show = span(t, 7.4, 0.4)
  return [
    `<rect width="${W}" height="${H}" fill="${red.light}"/>`,
    `<circle cx="${W / 2}" cy="${n(300 - (1 - show) * 20)}" r="70" fill="${red.bg}"/>`,
    `<rect x="${W / 2 - 90}" y="400" width="180" height="14" fill="${red.ink}"/>`,
    word(
      'SHOWREEL 2025',
      { x: W / 2, y: 490, size: 30 },
      {
        fill: red.ink,
        family: 'DejaVu Sans Mono',
        extra: 'text-anchor="middle" letter-spacing="8"',
      },
    ),
  ].join('')
}

/** The SVG for the frame at time `t` seconds. */
export function reelFrame(t: number): string {
  let body: string
  if (t < 2) body = opening(t)
  else if (t < 2.5) body = opening(t) + content(t)
  else if (t < 4) body = content(t)
  else if (t < 4.5) body = content(t) + design(t)
  else if (t < 6) body = design(t)
  else if (t < 7.4) body = cities(t)
  else body = endCard(t)
  return svgDoc(W, H, body)
}
