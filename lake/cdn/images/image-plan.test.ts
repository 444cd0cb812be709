// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type ImageParams, parseImageParams, parseImagePath } from './image-params.ts'
import { isPassthrough, planImage, planKey } from './image-plan.ts'

const parsedAsset = parseImagePath('/images/p/production/abc123-1200x800.jpg')
if (!parsedAsset) throw new Error('the fixture path must parse')
const asset = parsedAsset
const params = (query: string): ImageParams => parseImageParams(new URLSearchParams(query))
const plan = (query: string) => planImage(asset, params(query), 'jpeg')

describe('planImage', () => {
  it('scales inside the box for clip, keeping the aspect ratio', () => {
    expect(plan('w=300')).toMatchObject({ width: 300, height: 200 })
    expect(plan('h=100')).toMatchObject({ width: 150, height: 100 })
    expect(plan('w=300&h=300')).toMatchObject({ width: 300, height: 200 })
  })

  it('never upscales: a larger request yields the original size, a larger box shrinks', () => {
    const big = plan('w=4000')
    expect([big.width, big.height, big.resize]).toEqual([1200, 800, undefined])
    expect(plan('w=2400&h=2400&fit=crop')).toMatchObject({ width: 800, height: 800 })
    // fill pads: the image itself stays at 1200x800 inside a box of the requested shape.
    expect(plan('w=3000&h=1000&fit=fill')).toMatchObject({ width: 2400, height: 800 })
  })

  it('crops, fills and scales to the exact box', () => {
    expect(plan('w=200&h=200&fit=crop').resize).toMatchObject({ fit: 'cover', position: 'centre' })
    expect(plan('w=200&h=200&fit=crop&crop=top,left').resize?.position).toBe('left top')
    expect(plan('w=200&h=200&fit=fill').resize).toMatchObject({ fit: 'contain', width: 200 })
    expect(plan('w=200&h=50&fit=scale').resize).toMatchObject({
      fit: 'fill',
      width: 200,
      height: 50,
    })
  })

  it('multiplies by dpr before clamping', () => {
    expect(plan('w=300&dpr=2')).toMatchObject({ width: 600, height: 400 })
    expect(plan('w=1000&dpr=3')).toMatchObject({ width: 1200, height: 800 })
  })

  it('cuts a rect first, then sizes relative to it', () => {
    const p = plan('rect=100,100,600,400&w=300')
    expect(p.extract).toEqual({ left: 100, top: 100, width: 600, height: 400 })
    expect(p).toMatchObject({ width: 300, height: 200 })
  })

  it('keeps a focal point inside a cover crop', () => {
    const p = plan('w=400&h=400&fit=crop&crop=focalpoint&fp-x=1&fp-y=0.5')
    expect(p.resize).toEqual({ width: 600, height: 400, fit: 'fill' })
    expect(p.extractAfter).toEqual({ left: 200, top: 0, width: 400, height: 400 })
  })

  it('passes the original through untouched, and keys equal plans equally', () => {
    expect(isPassthrough(plan(''), 'jpeg', params(''))).toBe(true)
    expect(isPassthrough(plan('q=50'), 'jpeg', params('q=50'))).toBe(false)
    expect(planKey(asset, plan('w=300&h=300'))).toBe(planKey(asset, plan('h=300&w=300')))
    expect(planKey(asset, plan('w=4000'))).toBe(planKey(asset, plan('w=1200')))
  })
})
