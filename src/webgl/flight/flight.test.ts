import { describe, expect, it } from 'vitest'
import {
  easeInOut,
  FADE_SECONDS,
  FLIGHT_SECONDS,
  Flight,
  flightAllowed,
  HANDOVER_PX,
  HOLD_SECONDS,
  type Rect,
} from './flight.ts'

const card: Rect = { left: 900, top: 300, width: 320, height: 420 }
const hero: Rect = { left: 40, top: 90, width: 1200, height: 720 }
const ms = (s: number) => s * 1000

/** Samples a whole flight at 60 Hz from t0, the hero's texture ready at `readyS` (or never). */
function fly(readyS: number | null) {
  const flight = new Flight()
  flight.begin(card, hero, 1000)
  const frames: { rect: Rect; fade: number; flying: boolean }[] = []
  for (let s = 0; s <= 2; s += 1 / 60) {
    const now = 1000 + ms(s)
    if (readyS !== null && s >= readyS) flight.targetReady(now)
    const flying = flight.step(now)
    frames.push({ rect: { ...flight.rect }, fade: flight.fade, flying })
    if (!flying) break
  }
  return { flight, frames }
}

describe('easeInOut', () => {
  it('runs from 0 to 1, monotonic, symmetric about the middle', () => {
    expect(easeInOut(0)).toBe(0)
    expect(easeInOut(1)).toBe(1)
    expect(easeInOut(0.5)).toBeCloseTo(0.5)
    expect(easeInOut(0.25)).toBeCloseTo(1 - easeInOut(0.75))
    let last = -1
    for (let t = 0; t <= 1.2; t += 0.01) {
      expect(easeInOut(t)).toBeGreaterThanOrEqual(last)
      last = easeInOut(t)
    }
  })
})

describe('Flight', () => {
  it('moves every edge monotonically from the card’s rect to the hero’s over about 0.8 s', () => {
    const { frames } = fly(0.2)
    const moving = frames.filter((f) => f.flying)
    expect(moving.length).toBeGreaterThanOrEqual(Math.floor(FLIGHT_SECONDS * 60) - 1)
    expect(moving.length).toBeLessThanOrEqual(Math.ceil((FLIGHT_SECONDS + FADE_SECONDS) * 60))
    for (let i = 1; i < frames.length; i++) {
      const a = frames[i - 1]?.rect as Rect
      const b = frames[i]?.rect as Rect
      expect(b.left).toBeLessThanOrEqual(a.left)
      expect(b.top).toBeLessThanOrEqual(a.top)
      expect(b.width).toBeGreaterThanOrEqual(a.width)
      expect(b.height).toBeGreaterThanOrEqual(a.height)
    }
    expect(frames.at(-1)?.rect).toEqual(hero)
  })

  it('cross-fades to the hero’s texture only once it is ready, and lands fully faded', () => {
    const { frames, flight } = fly(0.5)
    const before = frames.slice(0, 29)
    expect(before.every((f) => f.fade === 0)).toBe(true)
    expect(frames.at(-1)?.fade).toBe(1)
    expect(flight.phase).toBe('landed')
  })

  it('waits at the hero’s rect for a late texture, then lands on the card’s texture', () => {
    const { frames, flight } = fly(null)
    const seconds = frames.length / 60
    expect(seconds).toBeGreaterThanOrEqual(FLIGHT_SECONDS + HOLD_SECONDS - 0.05)
    expect(flight.phase).toBe('landed')
    expect(flight.fade).toBe(0)
  })

  it('writes its rect in place: one object for the whole flight', () => {
    const flight = new Flight()
    const rect = flight.rect
    flight.begin(card, hero, 0)
    flight.step(100)
    flight.step(200)
    expect(flight.rect).toBe(rect)
    // The rects it was given are copied, not kept: the caller may reuse its own.
    const to = { ...hero }
    flight.retarget(to)
    to.left = -999
    flight.step(ms(FLIGHT_SECONDS))
    expect(flight.rect.left).toBe(hero.left)
  })

  it('follows a destination that moves during the flight', () => {
    const flight = new Flight()
    flight.begin(card, hero, 0)
    flight.step(ms(0.4))
    const moved = { ...hero, left: hero.left + 30 }
    flight.retarget(moved)
    flight.targetReady(ms(0.4))
    while (flight.step(ms(2))) {}
    expect(flight.rect).toEqual(moved)
  })

  it('cancel jumps to the end state at once: the hero’s rect, nothing left mid-way', () => {
    const flight = new Flight()
    flight.begin(card, hero, 0)
    flight.targetReady(0)
    flight.step(ms(0.3))
    flight.cancel()
    expect(flight.phase).toBe('landed')
    expect(flight.rect).toEqual(hero)
    expect(flight.fade).toBe(1)
    expect(flight.step(ms(0.4))).toBe(false)
    flight.reset()
    expect(flight.phase).toBe('idle')
  })

  it('hands over only once landed and within a pixel of the settled hero', () => {
    const flight = new Flight()
    flight.begin(card, hero, 0)
    flight.targetReady(0)
    flight.step(ms(0.5))
    expect(flight.canHandOver(hero)).toBe(false)
    while (flight.step(ms(2))) {}
    expect(flight.canHandOver(hero)).toBe(true)
    expect(flight.canHandOver({ ...hero, left: hero.left + HANDOVER_PX * 0.9 })).toBe(true)
    expect(flight.canHandOver({ ...hero, left: hero.left + HANDOVER_PX * 1.5 })).toBe(false)
    expect(flight.canHandOver({ ...hero, width: hero.width + 2 })).toBe(false)
  })
})

describe('Flight at another pace', () => {
  it('takes the pace it is given (a test build slows it), halfway at half of it', () => {
    const flight = new Flight()
    flight.seconds = 2.4
    flight.begin(card, hero, 0)
    flight.step(ms(1.2))
    expect(flight.progress).toBeCloseTo(0.5)
    expect(flight.phase).toBe('flying')
  })

  it('draws its last flying frame on the hero’s rect, however far apart a slow GPU’s frames are', () => {
    const flight = new Flight()
    flight.begin(card, hero, 0)
    flight.targetReady(0)
    // Frames 300 ms apart: the one at 0.6 s is short of the hero, the one at 0.9 s past the end.
    expect(flight.step(ms(0.6))).toBe(true)
    expect(flight.step(ms(0.9))).toBe(true)
    expect(flight.rect).toEqual(hero)
    expect(flight.step(ms(1.2))).toBe(false)
    expect(flight.phase).toBe('landed')
  })
})

describe('flightAllowed', () => {
  it('flies only with motion allowed and the card’s picture on the GPU, in view', () => {
    const ok = { reducedMotion: false, cardTextureReady: true, cardInView: true }
    expect(flightAllowed(ok)).toBe(true)
    expect(flightAllowed({ ...ok, reducedMotion: true })).toBe(false)
    expect(flightAllowed({ ...ok, cardTextureReady: false })).toBe(false)
    expect(flightAllowed({ ...ok, cardInView: false })).toBe(false)
  })
})
