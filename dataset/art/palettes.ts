/** bg fills the centre of every composition, so it is the colour a pixel test will find there. */
export interface Palette {
  name: string
  bg: string
  light: string
  ink: string
  accent: string
  /** Plain colour names, so alt text can say what the picture shows. */
  names: { bg: string; light: string; ink: string; accent: string }
}

// Curated, not random: each pairs one strong field colour with a paper tone, an ink and a pop.
export const PALETTES: readonly Palette[] = [
  {
    name: 'signal',
    bg: '#E4412B',
    light: '#F3E9DC',
    ink: '#1B1B1B',
    accent: '#F2B134',
    names: { bg: 'signal red', light: 'cream', ink: 'near-black', accent: 'saffron' },
  },
  {
    name: 'cobalt',
    bg: '#2446D8',
    light: '#F4F1EA',
    ink: '#0E0E12',
    accent: '#FF8A5B',
    names: { bg: 'cobalt blue', light: 'off-white', ink: 'ink black', accent: 'apricot' },
  },
  {
    name: 'forest',
    bg: '#1F5E3B',
    light: '#E9E4D4',
    ink: '#0F1713',
    accent: '#E7C64B',
    names: { bg: 'forest green', light: 'bone', ink: 'deep green-black', accent: 'mustard' },
  },
  {
    name: 'marigold',
    bg: '#F2A81D',
    light: '#FFF6E2',
    ink: '#1D1A16',
    accent: '#D2462E',
    names: { bg: 'marigold', light: 'warm white', ink: 'espresso', accent: 'brick red' },
  },
  {
    name: 'lilac',
    bg: '#B9A6F2',
    light: '#F7F3FF',
    ink: '#1E1A33',
    accent: '#FF5E3A',
    names: { bg: 'lilac', light: 'pale violet', ink: 'midnight purple', accent: 'vermilion' },
  },
  {
    name: 'teal',
    bg: '#0F7C80',
    light: '#F1EDE4',
    ink: '#0A1B1C',
    accent: '#F3B6A8',
    names: { bg: 'deep teal', light: 'linen', ink: 'black', accent: 'shell pink' },
  },
  {
    name: 'blush',
    bg: '#F3B8B0',
    light: '#FFF4EF',
    ink: '#2A1E1C',
    accent: '#2F6BFF',
    names: { bg: 'blush pink', light: 'warm white', ink: 'cocoa', accent: 'electric blue' },
  },
  {
    name: 'charcoal',
    bg: '#25272C',
    light: '#EDEAE3',
    ink: '#0C0D0F',
    accent: '#E4412B',
    names: { bg: 'charcoal', light: 'stone', ink: 'black', accent: 'signal red' },
  },
  {
    name: 'sky',
    bg: '#8EC9F0',
    light: '#FDFBF5',
    ink: '#0D2233',
    accent: '#F36A3D',
    names: { bg: 'sky blue', light: 'paper white', ink: 'navy', accent: 'tangerine' },
  },
  {
    name: 'olive',
    bg: '#7A7D2C',
    light: '#F2EEDC',
    ink: '#1C1C12',
    accent: '#E98A3F',
    names: { bg: 'olive', light: 'parchment', ink: 'black', accent: 'amber' },
  },
  {
    name: 'plum',
    bg: '#5A2350',
    light: '#F6E7EE',
    ink: '#160A14',
    accent: '#F3C13A',
    names: { bg: 'plum', light: 'rose white', ink: 'aubergine', accent: 'golden yellow' },
  },
  {
    name: 'mint',
    bg: '#A9DFC4',
    light: '#FAFFF9',
    ink: '#13352B',
    accent: '#E2523C',
    names: { bg: 'mint', light: 'white', ink: 'bottle green', accent: 'tomato red' },
  },
  {
    name: 'sand',
    bg: '#E6D3AE',
    light: '#FFFDF7',
    ink: '#2B2418',
    accent: '#C8462A',
    names: { bg: 'sand', light: 'white', ink: 'umber', accent: 'brick red' },
  },
  {
    name: 'violet',
    bg: '#5B2BD9',
    light: '#F2EFFF',
    ink: '#0E0A1F',
    accent: '#C6F432',
    names: { bg: 'ultraviolet', light: 'lavender white', ink: 'ink', accent: 'acid green' },
  },
  {
    name: 'rust',
    bg: '#B5532B',
    light: '#F4E8DC',
    ink: '#1E120C',
    accent: '#2E5C8A',
    names: { bg: 'rust', light: 'oat', ink: 'dark brown', accent: 'denim blue' },
  },
  {
    name: 'lemon',
    bg: '#F4E04D',
    light: '#FFFFFF',
    ink: '#1A1A1A',
    accent: '#3E6AE1',
    names: { bg: 'lemon yellow', light: 'white', ink: 'black', accent: 'cornflower blue' },
  },
  {
    name: 'navy',
    bg: '#14213D',
    light: '#F5F0E6',
    ink: '#070B14',
    accent: '#FCA311',
    names: { bg: 'navy', light: 'ivory', ink: 'black', accent: 'amber' },
  },
  {
    name: 'coral',
    bg: '#FF6F59',
    light: '#F7F2E7',
    ink: '#254441',
    accent: '#43AA8B',
    names: { bg: 'coral', light: 'cream', ink: 'deep teal', accent: 'jade' },
  },
  {
    name: 'pine',
    bg: '#0B3D2E',
    light: '#F7CAD0',
    ink: '#04140F',
    accent: '#F28C6B',
    names: { bg: 'pine green', light: 'pale pink', ink: 'black-green', accent: 'salmon' },
  },
  {
    name: 'slate',
    bg: '#4A6FA5',
    light: '#F0E9DF',
    ink: '#101820',
    accent: '#F7B32B',
    names: { bg: 'slate blue', light: 'linen', ink: 'ink', accent: 'sunflower yellow' },
  },
  {
    name: 'tangerine',
    bg: '#FF7A1A',
    light: '#FFF1E0',
    ink: '#10131A',
    accent: '#4062BB',
    names: { bg: 'tangerine', light: 'peach white', ink: 'ink', accent: 'royal blue' },
  },
  {
    name: 'berry',
    bg: '#C2185B',
    light: '#FCE4EC',
    ink: '#2A0614',
    accent: '#FFD166',
    names: { bg: 'berry', light: 'pale pink', ink: 'oxblood', accent: 'butter yellow' },
  },
  {
    name: 'steel',
    bg: '#9AA5B1',
    light: '#F4F6F8',
    ink: '#1C232B',
    accent: '#FF5A36',
    names: { bg: 'steel grey', light: 'white', ink: 'graphite', accent: 'vermilion' },
  },
  {
    name: 'moss',
    bg: '#495E35',
    light: '#EFE9DA',
    ink: '#141A0F',
    accent: '#D9A5B3',
    names: { bg: 'moss green', light: 'oat', ink: 'black-green', accent: 'dusty rose' },
  },
]

/** A palette by index, wrapping, so callers can hand out palettes in sequence. */
export function palette(index: number): Palette {
  const p = PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length]
  if (!p) throw new Error('no palettes')
  return p
}

export function paletteByName(name: string): Palette {
  const p = PALETTES.find((candidate) => candidate.name === name)
  if (!p) throw new Error(`unknown palette ${name}`)
  return p
}
