import { describe, expect, it } from 'vitest'
import { trapIndex } from './focus-trap.ts'

describe('trapIndex', () => {
  it('wraps from the last element to the first on Tab', () => {
    expect(trapIndex(4, 3, false)).toBe(0)
  })
  it('wraps from the first element to the last on Shift+Tab', () => {
    expect(trapIndex(4, 0, true)).toBe(3)
  })
  it('lets the browser move focus inside the trap', () => {
    expect(trapIndex(4, 1, false)).toBeNull()
    expect(trapIndex(4, 2, true)).toBeNull()
  })
  it('pulls focus back in from outside', () => {
    expect(trapIndex(4, -1, false)).toBe(0)
    expect(trapIndex(4, -1, true)).toBe(3)
  })
  it('does nothing with no focusable element', () => {
    expect(trapIndex(0, -1, false)).toBeNull()
  })
})
