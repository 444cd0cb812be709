import { describe, expect, it } from 'vitest'
import { FarCache, type FarItem } from './far-cache.ts'

const item = (trackIndex: number, keepable = true): FarItem & { name: string } => ({
  name: `#${trackIndex}`,
  trackIndex,
  keepable,
  kept: false,
})

const visited = (cache: FarCache<FarItem & { name: string }>, from: number, to: number) => {
  const names: string[] = []
  cache.sweep(from, to, (i) => names.push(i.name))
  return names.sort()
}

describe('far cache', () => {
  it('keeps what left the range with a texture, each item once', () => {
    const cache = new FarCache<FarItem & { name: string }>()
    const a = item(1)
    cache.add(a)
    cache.add(a)
    cache.add(item(2, false))
    expect(cache.size).toBe(1)
    expect(a.kept).toBe(true)
    expect(visited(cache, 10, 20)).toEqual(['#1'])
  })

  it('lets go of an item back inside the range, and of one whose texture went', () => {
    const cache = new FarCache<FarItem & { name: string }>()
    const back = item(12)
    const gone = { ...item(3), keepable: true }
    const stays = item(40)
    for (const i of [back, gone, stays]) cache.add(i)
    gone.keepable = false
    expect(visited(cache, 10, 20)).toEqual(['#40'])
    expect(cache.size).toBe(1)
    expect([back.kept, gone.kept, stays.kept]).toEqual([false, false, true])
    // Let go, an item can come back later.
    cache.add(back)
    expect(visited(cache, 20, 30)).toEqual(['#12', '#40'])
  })

  it('clears on a new page: nothing kept, nothing visited', () => {
    const cache = new FarCache<FarItem & { name: string }>()
    const a = item(1)
    cache.add(a)
    cache.clear()
    expect(a.kept).toBe(false)
    expect(visited(cache, 10, 20)).toEqual([])
  })
})
