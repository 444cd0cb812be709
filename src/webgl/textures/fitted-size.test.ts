import { describe, expect, it } from 'vitest'
import { fittedSize } from './load-texture.ts'

describe('fittedSize: one texel per device pixel', () => {
  it('shrinks a cover picture until it just covers the plane', () => {
    // 1600×900 into a 400×400 plane: cover needs 900 px of height → 711×400.
    expect(
      fittedSize({ width: 1600, height: 900 }, { width: 400, height: 400, contain: false }),
    ).toEqual({ width: 711, height: 400 })
  })
  it('shrinks a contained logo until it just fits inside the plane', () => {
    expect(
      fittedSize({ width: 320, height: 128 }, { width: 180, height: 72, contain: true }),
    ).toEqual({ width: 180, height: 72 })
    expect(
      fittedSize({ width: 320, height: 128 }, { width: 180, height: 120, contain: true }),
    ).toEqual({ width: 180, height: 72 })
  })
  it('leaves an image that is about the right size (or smaller) alone', () => {
    expect(
      fittedSize({ width: 640, height: 480 }, { width: 600, height: 450, contain: false }),
    ).toBeNull()
    expect(
      fittedSize({ width: 320, height: 240 }, { width: 800, height: 600, contain: false }),
    ).toBeNull()
  })
  it('ignores empty sizes', () => {
    expect(
      fittedSize({ width: 0, height: 0 }, { width: 100, height: 100, contain: false }),
    ).toBeNull()
    expect(
      fittedSize({ width: 100, height: 100 }, { width: 0, height: 100, contain: false }),
    ).toBeNull()
  })
})
