import { describe, expect, it } from 'vitest'
import { coverScale, glX, glY, placeOnRect, viewDistance, Zone, zoneOf } from './plane-math.ts'

describe('DOM rect to GL position', () => {
  it('puts a rect at the viewport origin in the top-left GL quadrant', () => {
    // 100×50 at the top-left of a 1440×900 viewport: centre (50, 25) in DOM px.
    expect(glX(0, 100, 1440)).toBe(50 - 720)
    expect(glY(0, 50, 900)).toBe(450 - 25)
  })
  it('maps the viewport centre to 0,0', () => {
    expect(glX(620, 200, 1440)).toBe(0)
    expect(glY(400, 100, 900)).toBe(0)
  })
  it('flips y: lower on the page is lower in GL', () => {
    expect(glY(600, 100, 900)).toBeLessThan(glY(100, 100, 900))
  })
})

describe('placeOnRect', () => {
  const quad = () => {
    const at = { position: [0, 0, 0], scale: [0, 0, 0] }
    return {
      at,
      position: { set: (x: number, y: number, z: number) => (at.position = [x, y, z]) },
      scale: { set: (x: number, y: number, z: number) => (at.scale = [x, y, z]) },
    }
  }
  it('snaps the edges to whole device pixels, as the browser paints the box', () => {
    const q = quad()
    // 180×72 at (451.22, 173.17) on a 1440×900 viewport at DPR 1: painted at 451..631, 173..245.
    placeOnRect(q, 451.22, 173.17, 180, 72, 1440, 900, 1)
    expect(q.at.scale).toEqual([180, 72, 1])
    expect(q.at.position).toEqual([glX(451, 180, 1440), glY(173, 72, 900), 0])
  })
  it('snaps to half pixels at DPR 2, keeping the edges (not the size) on the grid', () => {
    const q = quad()
    placeOnRect(q, 10.3, 20.2, 100.4, 50, 1000, 800, 2)
    // left 10.5, right round(221.4)/2 = 110.5: width 100; top 20, bottom 70.
    expect(q.at.scale).toEqual([100, 50, 1])
    expect(q.at.position).toEqual([glX(10.5, 100, 1000), glY(20, 50, 800), 0])
  })
})

describe('zones along the track', () => {
  const vw = 1440
  it('tells visible, near, between and far', () => {
    expect(zoneOf(100, 300, vw, 1440, 4000)).toBe(Zone.Visible)
    expect(zoneOf(-299, 300, vw, 1440, 4000)).toBe(Zone.Visible)
    expect(zoneOf(1500, 300, vw, 1440, 4000)).toBe(Zone.Near)
    expect(zoneOf(-1000, 300, vw, 1440, 4000)).toBe(Zone.Near)
    expect(zoneOf(3500, 300, vw, 1440, 4000)).toBe(Zone.Between)
    expect(zoneOf(6000, 300, vw, 1440, 4000)).toBe(Zone.Far)
    expect(zoneOf(-5000, 300, vw, 1440, 4000)).toBe(Zone.Far)
  })
  it('treats touching edges as outside', () => {
    expect(zoneOf(1440, 300, vw, 1440, 4000)).toBe(Zone.Near)
    expect(zoneOf(-300, 300, vw, 1440, 4000)).toBe(Zone.Near)
  })
})

describe('viewDistance', () => {
  it('measures the gap to the viewport on either side, 0 inside it', () => {
    expect(viewDistance(2000, 300, 1440)).toBe(560)
    expect(viewDistance(-800, 300, 1440)).toBe(500)
    expect(viewDistance(1440, 300, 1440)).toBe(0)
    expect(viewDistance(-300, 300, 1440)).toBe(0)
    expect(viewDistance(100, 300, 1440)).toBe(0)
  })
})

describe('coverScale', () => {
  const out = { x: 0, y: 0 }
  it('crops the sides of a wide image in a tall rect', () => {
    expect(coverScale(100, 200, 400, 200, out)).toEqual({ x: 0.25, y: 1 })
  })
  it('crops top and bottom of a tall image in a wide rect', () => {
    expect(coverScale(200, 100, 200, 400, out)).toEqual({ x: 1, y: 0.25 })
  })
  it('shows all of an image with the same shape', () => {
    expect(coverScale(300, 200, 1500, 1000, out)).toEqual({ x: 1, y: 1 })
  })
})
