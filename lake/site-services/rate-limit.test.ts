// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.ts'

describe('the rate limiter', () => {
  it('lets a key through `limit` times a window, then says when to come back', () => {
    let now = 0
    const rate = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 10 }, () => now)
    expect([1, 2, 3].map(() => rate.take('a').ok)).toEqual([true, true, true])
    expect(rate.take('a')).toEqual({ ok: false, retryAfter: 60 })
    expect(rate.take('b').ok).toBe(true)
    now = 45_500
    expect(rate.take('a')).toEqual({ ok: false, retryAfter: 15 })
    now = 60_000
    expect(rate.take('a').ok).toBe(true)
  })

  it('tracks at most maxKeys keys, dropping ended windows to make room', () => {
    let now = 0
    const rate = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 100 }, () => now)
    for (let i = 0; i < 500; i++) rate.take(`addr-${i}`)
    expect(rate.size()).toBe(100)
    // A full table refuses a new key until windows end…
    expect(rate.take('late').ok).toBe(false)
    now = 1000
    // …then makes room.
    expect(rate.take('late').ok).toBe(true)
    expect(rate.size()).toBe(1)
  })
})
