import { describe, expect, it } from 'vitest'
import { CARDS_PER_BATCH, FIRST_CARDS, firstCount, nextCount } from './progressive.ts'

describe('progressive work list', () => {
  it('renders a small list whole from the start', () => {
    expect(firstCount(12)).toBe(12)
    expect(firstCount(0)).toBe(0)
  })

  it('renders the first cards of a large archive, then a batch at a time up to the end', () => {
    expect(firstCount(2000)).toBe(FIRST_CARDS)
    expect(nextCount(FIRST_CARDS, 2000)).toBe(FIRST_CARDS + CARDS_PER_BATCH)
    let shown = firstCount(2000)
    let batches = 0
    while (shown < 2000) {
      const next = nextCount(shown, 2000)
      expect(next).toBeGreaterThan(shown)
      shown = next
      batches++
    }
    expect(shown).toBe(2000)
    expect(batches).toBe(Math.ceil((2000 - FIRST_CARDS) / CARDS_PER_BATCH))
  })

  it('never passes the total, and always moves forward', () => {
    expect(nextCount(1990, 2000)).toBe(2000)
    expect(nextCount(2000, 2000)).toBe(2000)
    expect(nextCount(-5, 10, 0)).toBe(1)
  })
})
