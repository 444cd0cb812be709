// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { flightTimes } from '../bench/flight-bench.ts'

describe('the flight’s frames (the bench)', () => {
  it('runs from the first flying frame to the handover, the frame after the last flying one', () => {
    const frames: [number, string][] = [
      [0, 'idle'],
      [16, 'idle'],
      [33, 'flying'],
      [60, 'flying'],
      [90, 'flying'],
      [110, 'idle'],
      [130, 'idle'],
    ]
    expect(flightTimes(frames)).toEqual([33, 60, 90, 110])
  })

  it('finds none where nothing flew (reduced motion, a cut)', () => {
    expect(
      flightTimes([
        [0, 'idle'],
        [16, 'idle'],
      ]),
    ).toEqual([])
  })

  it('keeps a flight still under way when the recording stopped', () => {
    expect(
      flightTimes([
        [0, 'flying'],
        [20, 'flying'],
      ]),
    ).toEqual([0, 20])
  })
})
