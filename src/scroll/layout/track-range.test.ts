import { describe, expect, it } from 'vitest'
import { buildTrackIndex, rangeOverlapping } from './track-range.ts'

const span = (x: number, width: number) => ({ x, width })

/** The spans a linear scan finds overlapping (lo, hi): what the search must cover. */
const overlapping = (spans: { x: number; width: number }[], lo: number, hi: number) =>
  spans.filter((s) => s.x + s.width > lo && s.x < hi)

describe('visible range by binary search', () => {
  it('sorts by start, keeping DOM order for equal starts', () => {
    const a = span(0, 100)
    const b = span(500, 100)
    const c = span(500, 50)
    const { sorted } = buildTrackIndex([b, a, c])
    expect(sorted).toEqual([a, b, c])
    expect(sorted[1]).toBe(b)
  })

  it('finds exactly the planes of a row that overlap the window', () => {
    const spans = Array.from({ length: 2000 }, (_, i) => span(i * 300, 280))
    const { sorted, index } = buildTrackIndex(spans)
    const out = { from: 0, to: 0 }
    rangeOverlapping(index, 30_000, 31_440, out)
    expect(sorted.slice(out.from, out.to)).toEqual(overlapping(spans, 30_000, 31_440))
    expect(out.to - out.from).toBe(5)
  })

  it('includes a wide plane that starts before the window and reaches into it', () => {
    const wide = span(0, 5000)
    const spans = [wide, span(1000, 200), span(2000, 200), span(6000, 200)]
    const { sorted, index } = buildTrackIndex(spans)
    const out = rangeOverlapping(index, 4000, 5500, { from: 0, to: 0 })
    const found = sorted.slice(out.from, out.to)
    for (const s of overlapping(spans, 4000, 5500)) expect(found).toContain(s)
    expect(found).toContain(wide)
    expect(found).not.toContain(spans[3])
  })

  it('matches a linear scan on stacked, overlapping, uneven spans', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const spans = Array.from({ length: 400 }, () => span(random() * 40_000, 50 + random() * 900))
    const { sorted, index } = buildTrackIndex(spans)
    const out = { from: 0, to: 0 }
    for (let lo = -2000; lo < 42_000; lo += 777) {
      rangeOverlapping(index, lo, lo + 1440, out)
      const found = new Set(sorted.slice(out.from, out.to))
      for (const s of overlapping(spans, lo, lo + 1440)) expect(found.has(s)).toBe(true)
    }
  })

  it('is empty before the first and after the last span, and on no spans', () => {
    const { index } = buildTrackIndex([span(1000, 100), span(2000, 100)])
    const out = { from: 0, to: 0 }
    rangeOverlapping(index, -500, 500, out)
    expect(out.to - out.from).toBe(0)
    rangeOverlapping(index, 3000, 4000, out)
    expect(out.to - out.from).toBe(0)
    rangeOverlapping(buildTrackIndex([]).index, 0, 100, out)
    expect(out).toEqual({ from: 0, to: 0 })
  })
})
