import { describe, expect, it } from 'vitest'
import { blockComponentFor, keyedBlocks } from './block-map.ts'

const A = () => null
const map = { blockText: A }

describe('blockComponentFor', () => {
  it('maps a known _type to its component', () => {
    expect(blockComponentFor(map, 'blockText')).toBe(A)
  })
  it('gives undefined for unknown, inherited or non-string types', () => {
    for (const t of ['blockMystery', 'constructor', '__proto__', 'toString', undefined, 3]) {
      expect(blockComponentFor(map, t), String(t)).toBeUndefined()
    }
  })
})

describe('keyedBlocks', () => {
  it('skips non-objects and keys by _key or position', () => {
    const blocks = [{ _key: 'a', _type: 'x' }, null, 'junk', { _type: 'y' }] as never[]
    expect(keyedBlocks(blocks).map((b) => [b.key, b.index])).toEqual([
      ['a', 0],
      ['at-3', 3],
    ])
    expect(keyedBlocks(undefined)).toEqual([])
    expect(keyedBlocks({} as never)).toEqual([])
  })
})
