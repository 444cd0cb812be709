import { createHash } from 'node:crypto'

/** A 32-bit seed from any string, so every generator is seeded by a readable name. */
function seedOf(name: string): number {
  return createHash('sha1').update(name).digest().readUInt32BE(0)
}

/** Mulberry32: tiny, fast and stable across Node versions, unlike Math.random. */
export class Rng {
  private state: number

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? seedOf(seed) : seed >>> 0
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  chance(p: number): boolean {
    return this.next() < p
  }
}

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789'
const keyRng = new Rng('dataset-keys')
const usedKeys = new Set<string>()

/** A Sanity-style 12 character `_key`, unique across the whole dataset (so unique in any array). */
export function newKey(): string {
  for (;;) {
    let key = ''
    for (let i = 0; i < 12; i++) key += KEY_CHARS[Math.floor(keyRng.next() * KEY_CHARS.length)]
    if (!usedKeys.has(key)) {
      usedKeys.add(key)
      return key
    }
  }
}
