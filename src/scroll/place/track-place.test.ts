import { describe, expect, it } from 'vitest'
import {
  PLACE_KEY,
  placeFits,
  placeX,
  readPlace,
  samePlace,
  type TrackPlace,
  withPlace,
} from './track-place.ts'

const place: TrackPlace = { x: 2400, width: 390, anchor: { index: 4, fraction: 0.25 } }
const spans = [0, 1, 2, 3, 4, 5].map((i) => ({ start: i * 500, width: 500 }))

describe('readPlace and withPlace', () => {
  it('round-trips a place through a history state, keeping the state’s other keys', () => {
    const state = withPlace({ router: 'kept' }, { ...place, expanded: true })
    expect(state.router).toBe('kept')
    expect(readPlace(state)).toEqual({ ...place, expanded: true })
  })

  it('starts a state where there was none (a link navigation pushes null)', () => {
    expect(readPlace(withPlace(null, place))).toEqual(place)
  })

  it('finds nothing in a state without a place: a new entry starts at the start', () => {
    expect(readPlace(null)).toBeNull()
    expect(readPlace({})).toBeNull()
    expect(readPlace('string state')).toBeNull()
  })

  it('refuses a malformed place rather than jumping somewhere odd', () => {
    for (const bad of [
      { x: -1, width: 390, anchor: null },
      { x: Number.NaN, width: 390, anchor: null },
      { x: 10, width: 0, anchor: null },
      { x: '10', width: 390, anchor: null },
    ]) {
      expect(readPlace({ [PLACE_KEY]: bad })).toBeNull()
    }
  })

  it('drops a malformed anchor and clamps its fraction, keeping the position', () => {
    const bad = readPlace({ [PLACE_KEY]: { ...place, anchor: { index: -2, fraction: 0 } } })
    expect(bad).toEqual({ ...place, anchor: null })
    const over = readPlace({ [PLACE_KEY]: { ...place, anchor: { index: 1, fraction: 3 } } })
    expect(over?.anchor).toEqual({ index: 1, fraction: 1 })
  })
})

describe('samePlace', () => {
  it('tells an unchanged place from a moved, resized or expanded one', () => {
    expect(samePlace(place, { ...place, anchor: { index: 4, fraction: 0.25 } })).toBe(true)
    expect(samePlace(place, { ...place, x: 2401 })).toBe(false)
    expect(samePlace(place, { ...place, width: 391 })).toBe(false)
    expect(samePlace(place, { ...place, expanded: true })).toBe(false)
    expect(samePlace(place, { ...place, anchor: null })).toBe(false)
    expect(samePlace(null, null)).toBe(true)
    expect(samePlace(place, null)).toBe(false)
  })
})

describe('placeX', () => {
  it('restores the saved position exactly at the width it was saved at', () => {
    expect(placeX(place, { width: 390, limit: 5000, spans })).toBe(2400)
  })

  it('restores the same panel and fraction at another width', () => {
    const wider = spans.map((s) => ({ start: s.start * 2, width: s.width * 2 }))
    expect(placeX(place, { width: 800, limit: 9000, spans: wider })).toBe(4 * 1000 + 250)
  })

  it('falls back to the position where the anchor names no panel', () => {
    expect(
      placeX({ ...place, anchor: { index: 40, fraction: 0 } }, { width: 800, limit: 9000, spans }),
    ).toBe(2400)
  })

  it('stays within the track', () => {
    expect(placeX(place, { width: 390, limit: 1000, spans })).toBe(1000)
  })
})

describe('placeFits', () => {
  it('waits while the track is shorter than the place (a page still arriving)', () => {
    expect(placeFits(place, { width: 390, limit: 1000, spans })).toBe(false)
    expect(placeFits(place, { width: 390, limit: 2400, spans })).toBe(true)
  })

  it('measures the anchor’s position at another width', () => {
    expect(placeFits(place, { width: 800, limit: 2125, spans })).toBe(true)
    expect(placeFits(place, { width: 800, limit: 2100, spans })).toBe(false)
  })
})
