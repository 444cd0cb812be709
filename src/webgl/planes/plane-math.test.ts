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
    const rect = { screenLeft: 451.22, screenTop: 173.17, width: 180, height: 72 }
    placeOnRect(q, rect, { width: 1440, height: 900, dpr: 1 })
    expect(q.at.scale).toEqual([180, 72, 1])
    expect(q.at.position).toEqual([glX(451, 180, 1440), glY(173, 72, 900), 0])
  })
  it('snaps to half pixels at DPR 2, keeping the edges (not the size) on the grid', () => {
    const q = quad()
    const rect = { screenLeft: 10.3, screenTop: 20.2, width: 100.4, height: 50 }
    placeOnRect(q, rect, { width: 1000, height: 800, dpr: 2 })
    // left 10.5, right round(221.4)/2 = 110.5: width 100; top 20, bottom 70.
    expect(q.at.scale).toEqual([100, 50, 1])
    expect(q.at.position).toEqual([glX(10.5, 100, 1000), glY(20, 50, 800), 0])
  })
})

describe('zones along the track', () => {
  const reach = { viewportWidth: 1440, ahead: 1440, far: 4000 }
  it('tells visible, near, between and far', () => {
    expect(zoneOf({ screenLeft: 100, width: 300 }, reach)).toBe(Zone.Visible)
    expect(zoneOf({ screenLeft: -299, width: 300 }, reach)).toBe(Zone.Visible)
    expect(zoneOf({ screenLeft: 1500, width: 300 }, reach)).toBe(Zone.Near)
    expect(zoneOf({ screenLeft: -1000, width: 300 }, reach)).toBe(Zone.Near)
    expect(zoneOf({ screenLeft: 3500, width: 300 }, reach)).toBe(Zone.Between)
    expect(zoneOf({ screenLeft: 6000, width: 300 }, reach)).toBe(Zone.Far)
    expect(zoneOf({ screenLeft: -5000, width: 300 }, reach)).toBe(Zone.Far)
  })
  it('treats touching edges as outside', () => {
    expect(zoneOf({ screenLeft: 1440, width: 300 }, reach)).toBe(Zone.Near)
    expect(zoneOf({ screenLeft: -300, width: 300 }, reach)).toBe(Zone.Near)
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
  const size = (width: number, height: number) => ({ width, height })
  it('crops the sides of a wide image in a tall rect', () => {
    expect(coverScale(size(100, 200), size(400, 200), out)).toEqual({ x: 0.25, y: 1 })
  })
  it('crops top and bottom of a tall image in a wide rect', () => {
    expect(coverScale(size(200, 100), size(200, 400), out)).toEqual({ x: 1, y: 0.25 })
  })
  it('shows all of an image with the same shape', () => {
    expect(coverScale(size(300, 200), size(1500, 1000), out)).toEqual({ x: 1, y: 1 })
  })
})
