import { describe, expect, it } from 'vitest'
import {
  collapsedState,
  EXPAND_LOCK_MS,
  EXPAND_MARGIN,
  EXPAND_TEXT_DELAY_MS,
  firstSectionMiddle,
  restoredState,
  stepExpand,
} from './expand-rule.ts'

const MIDDLE = 0.1

describe('home work expand rule', () => {
  it('uses the spec constants', () => {
    expect(EXPAND_MARGIN).toBe(0.03)
    expect(EXPAND_LOCK_MS).toBe(850)
    expect(EXPAND_TEXT_DELAY_MS).toBe(600)
  })
  it('expands when scrolling forward past the middle plus the margin', () => {
    const s = collapsedState()
    expect(stepExpand(s, 0, MIDDLE, 0)).toBe(false)
    expect(stepExpand(s, 0.12, MIDDLE, 0)).toBe(false)
    expect(s.expanded).toBe(false)
    expect(stepExpand(s, 0.14, MIDDLE, 16)).toBe(true)
    expect(s.expanded).toBe(true)
  })
  it('collapses when scrolling back below the middle minus the margin, after the lock', () => {
    const s = collapsedState()
    stepExpand(s, 0, MIDDLE, 0)
    stepExpand(s, 0.2, MIDDLE, 0)
    expect(s.expanded).toBe(true)
    expect(stepExpand(s, 0.05, MIDDLE, 100)).toBe(false)
    expect(s.expanded).toBe(true)
    expect(stepExpand(s, 0.04, MIDDLE, EXPAND_LOCK_MS + 1)).toBe(true)
    expect(s.expanded).toBe(false)
  })
  it('does not collapse inside the margin band', () => {
    const s = collapsedState()
    stepExpand(s, 0, MIDDLE, 0)
    stepExpand(s, 0.2, MIDDLE, 0)
    stepExpand(s, 0.08, MIDDLE, 2000)
    expect(s.expanded).toBe(true)
  })
  it('does not expand when moving backward past the line', () => {
    const s = collapsedState()
    s.lastProgress = 0.5
    stepExpand(s, 0.3, MIDDLE, 0)
    expect(s.expanded).toBe(false)
  })
  it('applies a change held back by the lock once the lock ends, at rest', () => {
    const s = collapsedState()
    stepExpand(s, 0, MIDDLE, 0)
    stepExpand(s, 0.2, MIDDLE, 0)
    stepExpand(s, 0, MIDDLE, 300)
    expect(s.expanded).toBe(true)
    expect(stepExpand(s, 0, MIDDLE, 900)).toBe(true)
    expect(s.expanded).toBe(false)
  })
  it('stays collapsed after a reset while resting past the middle, until a forward move', () => {
    // A resize resets to collapsed wherever the visitor is: no expand on its own.
    const s = collapsedState()
    for (let t = 0; t <= 2000; t += 16) expect(stepExpand(s, 0.5, MIDDLE, t)).toBe(false)
    expect(s.expanded).toBe(false)
    expect(stepExpand(s, 0.51, MIDDLE, 2016)).toBe(true)
    expect(s.expanded).toBe(true)
  })
  it('takes the middle of the first section in progress', () => {
    expect(firstSectionMiddle(1440, 7200)).toBe(0.1)
    expect(firstSectionMiddle(1440, 0)).toBe(1)
  })
})

describe('restoredState', () => {
  it('keeps a section returned to expanded, past the middle, until the visitor scrolls back', () => {
    const state = restoredState(true)
    // The restored position is the first reading: a baseline, no change.
    expect(stepExpand(state, 0.6, 0.2, 0)).toBe(false)
    expect(state.expanded).toBe(true)
    expect(stepExpand(state, 0.6, 0.2, 16)).toBe(false)
    // Scrolling back past the middle collapses it as usual.
    expect(stepExpand(state, 0.1, 0.2, 32)).toBe(true)
    expect(state.expanded).toBe(false)
  })

  it('keeps a section returned to collapsed collapsed, wherever the track is', () => {
    const state = restoredState(false)
    expect(stepExpand(state, 0.9, 0.2, 0)).toBe(false)
    expect(state.expanded).toBe(false)
  })
})
