// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { patchWithArrayKeys, withArrayKeys } from './array-keys.ts'

describe('autoGenerateArrayKeys', () => {
  const counter = () => {
    let n = 0
    return () => `k${++n}`
  }

  it('keys every object in an array at any depth, keeping given keys and primitives', () => {
    const doc = {
      items: [{ v: 1 }, { v: 2, _key: 'mine' }, { v: 3 }],
      tags: ['a', 'b'],
      body: [{ _type: 'block', children: [{ text: 'x' }] }],
      nested: { list: [{ a: 1 }] },
    }
    expect(withArrayKeys(doc, counter())).toEqual({
      items: [
        { _key: 'k1', v: 1 },
        { _key: 'mine', v: 2 },
        { _key: 'k2', v: 3 },
      ],
      tags: ['a', 'b'],
      body: [{ _key: 'k4', _type: 'block', children: [{ _key: 'k3', text: 'x' }] }],
      nested: { list: [{ _key: 'k5', a: 1 }] },
    })
  })

  it('never repeats a key in one array, even when one given clashes with a made one', () => {
    const keys = ['mine', 'mine', 'other']
    const made = withArrayKeys([{ _key: 'mine' }, {}], () => keys.shift() ?? 'x')
    expect(made.map((item) => item._key)).toEqual(['mine', 'other'])
  })

  it('keys the values a patch writes: set, setIfMissing and inserted items', () => {
    const patch = patchWithArrayKeys({
      set: { list: [{ a: 1 }] },
      insert: { after: 'list[-1]', items: [{ b: 2 }] },
      unset: ['x'],
    })
    expect((patch.set as { list: { _key?: string }[] }).list[0]?._key).toEqual(expect.any(String))
    expect((patch.insert as { items: { _key?: string }[] }).items[0]?._key).toEqual(
      expect.any(String),
    )
    expect(patch.unset).toEqual(['x'])
  })
})
