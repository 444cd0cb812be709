import { describe, expect, it } from 'vitest'
import { paintsBackground } from './occlusion.ts'

describe('paintsBackground', () => {
  it('sees through transparent backgrounds', () => {
    expect(paintsBackground('rgba(0, 0, 0, 0)', 'none')).toBe(false)
    expect(paintsBackground('transparent', 'none')).toBe(false)
    expect(paintsBackground('rgb(0 0 0 / 0)', 'none')).toBe(false)
    expect(paintsBackground('rgba(0, 0, 0, 0%)', 'none')).toBe(false)
  })
  it('is stopped by any colour or image', () => {
    expect(paintsBackground('rgb(17, 17, 17)', 'none')).toBe(true)
    expect(paintsBackground('rgba(17, 17, 17, 0.2)', 'none')).toBe(true)
    expect(paintsBackground('rgba(0, 0, 0, 0)', 'linear-gradient(red, blue)')).toBe(true)
    expect(paintsBackground('color(srgb 1 0 0)', 'none')).toBe(true)
  })
})
