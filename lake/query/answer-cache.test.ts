// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAnswerCache } from './answer-cache.ts'

describe('the answer cache', () => {
  const json = (n: number, size: number) => JSON.stringify({ n, pad: 'x'.repeat(size) })

  it('holds at most its bytes, dropping the least recently used first', () => {
    const cache = createAnswerCache(10_000)
    for (let n = 0; n < 40; n++) {
      cache.set(`k${n}`, 'production', json(n, 900))
      expect(cache.stats.bytes).toBeLessThanOrEqual(10_000)
    }
    expect(cache.stats.entries).toBeLessThan(40)
    expect(cache.get('k0')).toBeUndefined()
    expect(cache.get('k39')).toBe(json(39, 900))
    // k30 used now: it outlives k31 when the next answers come in.
    expect(cache.get('k30')).toBeDefined()
    cache.set('k40', 'production', json(40, 900))
    cache.set('k41', 'production', json(41, 900))
    expect(cache.get('k30')).toBeDefined()
    expect(cache.get('k31')).toBeUndefined()
  })

  it('counts keys and answers as UTF-8 bytes, and keeps no answer over half its size', () => {
    const cache = createAnswerCache(1000)
    cache.set('é', 'production', '"ü"')
    expect(cache.stats.bytes).toBe(2 + 4)
    cache.set('big', 'production', json(1, 600))
    expect(cache.get('big')).toBeUndefined()
    expect(cache.stats.entries).toBe(1)
  })

  it('forgets the answers over a dataset that changed, and only those', () => {
    const cache = createAnswerCache(10_000)
    cache.set('a', 'production', '1')
    cache.set('b', 'staging', '2')
    cache.forget('production')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe('2')
    expect(cache.stats.bytes).toBe(2)
  })
})
