// @vitest-environment jsdom
import { Texture } from 'three'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_LAYOUT, type TrackLayout } from '../../scroll/layout/layout.ts'
import type { Plane } from '../planes/Plane.ts'
import { createPlaneFrame, type PlaneFrame } from '../planes/plane-frame.ts'
import type { LoadedTexture } from '../textures/load-texture.ts'
import { FLIGHT_SECONDS } from './flight.ts'
import { PageFlight } from './PageFlight.ts'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A plane as the flight reads it: its rect along the track, where it was drawn, its texture. */
function fakePlane(el: Element, box: Box, status = 'ready') {
  const loaded: LoadedTexture = {
    texture: new Texture(),
    source: '',
    width: 800,
    height: 600,
    bytes: 1,
    release: vi.fn(),
  }
  const plane = {
    el,
    ...box,
    screenLeft: box.x,
    screenTop: box.y,
    contain: false,
    isVideo: false,
    texture: { status, loaded: loaded as LoadedTexture | null },
    mesh: { visible: status === 'ready' },
    detachTexture: vi.fn(() => {
      const taken = plane.texture.loaded
      plane.texture = { status: 'none', loaded: null }
      return taken
    }),
    hold: vi.fn(),
    handBack: vi.fn(),
  }
  return plane
}
type FakePlane = ReturnType<typeof fakePlane>

const CARD: Box = { x: 300, y: 100, width: 400, height: 300 }
const HERO: Box = { x: 500, y: 80, width: 900, height: 500 }

/** /work with a card, clicked; then the project with its hero, as the stage sees each. */
function setUp() {
  history.replaceState(null, '', '/work')
  const track = document.createElement('div')
  track.innerHTML = `<article class="panel"><a href="/work/b"><div data-plane><img></div></a></article>`
  document.body.replaceChildren(track)
  const cardEl = track.querySelector('[data-plane]') as Element
  const card = fakePlane(cardEl, CARD)
  const planes = { list: [card] as unknown as Plane[] }
  const wake = vi.fn()
  const flight = new PageFlight(planes, track, wake)
  const link = track.querySelector('a') as HTMLAnchorElement
  link.addEventListener('click', (e) => e.preventDefault())
  link.click()

  let hero: FakePlane | null = null
  /** The route changes: the project replaces the list, the planes take its layout. */
  const arrive = (heroBox = HERO, heroStatus = 'loading') => {
    history.pushState(null, '', '/work/b')
    track.innerHTML = `<section class="panel"><div data-plane><img></div></section>`
    const heroEl = track.querySelector('[data-plane]') as HTMLElement
    hero = fakePlane(heroEl, heroBox, heroStatus)
    const layout: TrackLayout = {
      ...EMPTY_LAYOUT,
      viewportWidth: 1024,
      planes: [{ el: heroEl, ...heroBox }],
    }
    flight.takeoff(layout, true, true)
    planes.list = [hero as unknown as Plane]
    flight.afterLayout()
    return hero
  }
  const frame: PlaneFrame = { ...createPlaneFrame(), width: 1024, height: 640, dpr: 1 }
  const step = (now: number) => {
    frame.now = now
    return flight.step(frame)
  }
  return { flight, card, arrive, step, wake, hero: () => hero }
}

const motion = { reduce: false }

beforeEach(() => {
  motion.reduce = false
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: motion.reduce })),
  )
  Element.prototype.animate = vi.fn(() => ({ finish: vi.fn() }) as unknown as Animation)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PageFlight: a card into its project', () => {
  it('flies the card’s own texture from its rect into the hero’s, then the hero takes over', () => {
    const { flight, card, arrive, step } = setUp()
    const picture = card.texture.loaded
    const hero = arrive()
    // The card's texture changed hands, no decode; the hero is held, its DOM picture hidden.
    expect(card.detachTexture).toHaveBeenCalledTimes(1)
    expect(hero.hold).toHaveBeenCalledTimes(1)

    const lefts: number[] = []
    expect(step(1000)).toBe(true)
    expect(flight.report()).toMatchObject({ ...rect(CARD), phase: 'flying', shown: true })
    for (let now = 1100; now < 1000 + FLIGHT_SECONDS * 1000; now += 100) {
      if (now === 1300) hero.texture.status = 'ready'
      expect(step(now)).toBe(true)
      lefts.push(flight.report().left)
    }
    // Monotonic from the card's rect toward the hero's, fading into the hero's texture.
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
    expect(lefts[0]).toBeGreaterThan(CARD.x)
    expect(flight.report().fade).toBeGreaterThan(0.9)

    // Landed on the hero's rect: the hero shows, the flying plane lets go of the card's texture.
    let now = 1000 + FLIGHT_SECONDS * 1000
    while (flight.report().shown && now < 3000) {
      now += 16
      step(now)
    }
    expect(flight.report()).toMatchObject({ ...rect(HERO), phase: 'idle', shown: false })
    expect(hero.handBack).toHaveBeenCalledTimes(1)
    expect(picture?.release).toHaveBeenCalledTimes(1)
    expect(step(now + 16)).toBe(false)
  })

  it('lands at once, on the hero’s rect, at the visitor’s wheel', () => {
    const { flight, arrive, step, wake } = setUp()
    const hero = arrive()
    step(1000)
    step(1100)
    wake.mockClear()
    dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }))
    expect(wake).toHaveBeenCalled()
    // The next frame: handed over, nothing left in flight.
    expect(step(1116)).toBe(true)
    expect(flight.report()).toMatchObject({ ...rect(HERO), shown: false, phase: 'idle' })
    expect(hero.handBack).toHaveBeenCalledTimes(1)
    expect(step(1132)).toBe(false)
  })

  it('is the cut, its texture released, when the hero lies out of view', () => {
    const { flight, card, arrive, step } = setUp()
    const picture = card.texture.loaded
    const hero = arrive({ ...HERO, x: 5000 })
    expect(step(1000)).toBe(true)
    expect(flight.report().shown).toBe(false)
    expect(hero.handBack).toHaveBeenCalledTimes(1)
    expect(picture?.release).toHaveBeenCalledTimes(1)
    expect(step(1016)).toBe(false)
  })

  it('ends at once, nothing drawn, when the stage drops it (stale rects, the stage leaving)', () => {
    const { flight, card, arrive, step } = setUp()
    const picture = card.texture.loaded
    const hero = arrive()
    step(1000)
    flight.abort()
    expect(flight.report().shown).toBe(false)
    expect(hero.handBack).toHaveBeenCalledTimes(1)
    expect(picture?.release).toHaveBeenCalledTimes(1)
    expect(step(1016)).toBe(false)
  })
})

describe('PageFlight: when there is no flight (the cut)', () => {
  it('under reduced motion', () => {
    motion.reduce = true
    const { card, arrive, step } = setUp()
    const hero = arrive()
    expect(card.detachTexture).not.toHaveBeenCalled()
    expect(hero.hold).not.toHaveBeenCalled()
    expect(step(1000)).toBe(false)
  })

  it('while the card’s texture is still loading, or the card was out of view', () => {
    const loading = setUp()
    loading.card.texture.status = 'loading'
    loading.arrive()
    expect(loading.step(1000)).toBe(false)
    const away = setUp()
    away.card.screenLeft = -900
    away.arrive()
    expect(away.card.detachTexture).not.toHaveBeenCalled()
    expect(away.step(1000)).toBe(false)
  })
})

function rect(box: Box) {
  return { left: box.x, top: box.y, width: box.width, height: box.height }
}
