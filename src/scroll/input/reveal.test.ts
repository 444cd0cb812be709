import { describe, expect, it } from 'vitest'
import { fragmentPosition, type RevealInput, revealPosition } from './reveal.ts'

const base: RevealInput = {
  start: 0,
  width: 100,
  position: 1000,
  viewportWidth: 1440,
  limit: 10_000,
  insetStart: 80,
  insetEnd: 120,
}

describe('revealPosition', () => {
  it('keeps the position when the element is clear of both insets', () => {
    expect(revealPosition({ ...base, start: 1500 })).toBe(1000)
  })
  it('scrolls forward so an element past the end sits clear of the end inset', () => {
    // element 3000–3100; viewport end must be 3100 + 120
    expect(revealPosition({ ...base, start: 3000 })).toBe(3100 + 120 - 1440)
  })
  it('scrolls back so an element behind the start sits clear of the start inset', () => {
    expect(revealPosition({ ...base, start: 500 })).toBe(420)
  })
  it('treats an element under an inset as hidden', () => {
    expect(revealPosition({ ...base, start: 1040 })).toBe(960)
    expect(revealPosition({ ...base, start: 2250 })).toBe(2250 + 100 + 120 - 1440)
  })
  it('shows the start of an element wider than the room', () => {
    expect(revealPosition({ ...base, start: 4000, width: 2000 })).toBe(3920)
  })
  it('stays inside 0…limit', () => {
    expect(revealPosition({ ...base, start: 20 })).toBe(0)
    expect(revealPosition({ ...base, start: 11_400, limit: 10_000 })).toBe(10_000)
  })
})

describe('fragmentPosition', () => {
  it('puts the target at the start, past the inset, clamped', () => {
    expect(fragmentPosition(3000, 80, 10_000)).toBe(2920)
    expect(fragmentPosition(30, 80, 10_000)).toBe(0)
    expect(fragmentPosition(12_000, 80, 10_000)).toBe(10_000)
  })
})
