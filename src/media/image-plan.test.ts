import { describe, expect, it } from 'vitest'
import { altFor, FALLBACK_ASPECT, imageRef, planImage, sizesForHeight } from './image-plan.ts'

const HASH = '0123456789abcdef0123456789abcdef01234567'
const good = { asset: { _ref: `image-${HASH}-1600x900-jpg` }, alt: 'A field' }

describe('planImage', () => {
  it('plans a responsive image with intrinsic size', () => {
    const plan = planImage(good)
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    expect(plan.width).toBe(1600)
    expect(plan.height).toBe(900)
    expect(plan.aspect).toBeCloseTo(16 / 9)
    expect(plan.src).toContain('auto=format')
    expect(plan.srcSet).toContain('320w')
  })
  it('asks for a fixed width and its double, capped at the original', () => {
    const plan = planImage(good, 800)
    expect(plan.ok && plan.src).toContain('w=800')
    expect(plan.ok && plan.srcSet).toMatch(/w=800&auto=format 800w, .*w=1600&auto=format 1600w/)
    const small = planImage({ asset: { _ref: `image-${HASH}-600x600-png` } }, 800)
    expect(small.ok && small.src).toContain('w=600')
  })
  it('reports a malformed reference instead of throwing', () => {
    const plan = planImage({ asset: { _ref: 'image-broken' } })
    expect(plan).toMatchObject({ ok: false, reason: 'malformed', ref: 'image-broken' })
    expect(plan.aspect).toBe(FALLBACK_ASPECT)
  })
  it('reports a missing image', () => {
    expect(planImage(undefined)).toMatchObject({ ok: false, reason: 'missing' })
    expect(planImage({ asset: null })).toMatchObject({ ok: false, reason: 'missing' })
    expect(planImage({ asset: { _ref: 42 } } as never)).toMatchObject({ ok: false })
  })
})

describe('imageRef', () => {
  it('reads _ref or a dereferenced _id', () => {
    expect(imageRef(good)).toBe(`image-${HASH}-1600x900-jpg`)
    expect(imageRef({ asset: { _id: 'image-x' } })).toBe('image-x')
    expect(imageRef(null)).toBeUndefined()
  })
})

describe('sizesForHeight', () => {
  it('turns a height share into a width in vh', () => {
    expect(sizesForHeight(60, 1.5)).toBe('90vh')
    expect(sizesForHeight(0, 1)).toBe('1vh')
  })
})

describe('altFor', () => {
  it('prefers the override, then the image alt, then the fallback', () => {
    expect(altFor(good, 'Override', 'Fallback')).toBe('Override')
    expect(altFor(good, undefined, 'Fallback')).toBe('A field')
    expect(altFor({ ...good, alt: '  ' }, '', 'Fallback')).toBe('Fallback')
    expect(altFor(undefined, undefined, undefined)).toBe('')
  })
})
