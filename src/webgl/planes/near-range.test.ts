import { describe, expect, it } from 'vitest'
import { NearRange } from './near-range.ts'

/** Items 100 px wide every 100 px along the track, listed out of order. */
function items(count: number) {
  const list = Array.from({ length: count }, (_, i) => ({
    name: i,
    x: i * 100,
    width: 100,
    trackIndex: -1,
  }))
  return list.reverse()
}

/** The names in this frame's span. */
function names(range: NearRange<{ name: number; x: number; width: number; trackIndex: number }>) {
  const out: number[] = []
  for (let i = range.span.from; i < range.span.to; i++) out.push(range.at(i)?.name ?? -1)
  return out
}

describe('NearRange', () => {
  it('sorts the items along the track and gives each its index', () => {
    const range = new NearRange<ReturnType<typeof items>[number]>()
    const list = items(5)
    range.build(list)
    expect(list.map((item) => [item.name, item.trackIndex])).toEqual([
      [4, 4],
      [3, 3],
      [2, 2],
      [1, 1],
      [0, 0],
    ])
    expect(range.at(0)?.name).toBe(0)
  })

  it('finds the items overlapping a stretch of track', () => {
    const range = new NearRange<ReturnType<typeof items>[number]>()
    range.build(items(10))
    range.advance(250, 520, () => {})
    expect(names(range)).toEqual([2, 3, 4, 5])
  })

  it('releases, once, the items of the last span that are outside this one', () => {
    const range = new NearRange<ReturnType<typeof items>[number]>()
    range.build(items(10))
    const released: number[] = []
    const release = (item: { name: number }) => released.push(item.name)
    // The first frame after a layout sweeps every item once.
    range.advance(250, 520, release)
    expect(released).toEqual([0, 1, 6, 7, 8, 9])
    released.length = 0
    range.advance(450, 720, release)
    expect(released).toEqual([2, 3])
    released.length = 0
    range.advance(450, 720, release)
    expect(released).toEqual([])
  })

  it('finds nothing, and releases nothing more, once the layout is empty', () => {
    const range = new NearRange<ReturnType<typeof items>[number]>()
    range.build(items(3))
    range.advance(0, 300, () => {})
    range.build([])
    const released: number[] = []
    range.advance(0, 300, (item) => released.push(item.name))
    expect(names(range)).toEqual([])
    expect(released).toEqual([])
  })
})
