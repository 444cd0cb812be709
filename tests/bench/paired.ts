import { median } from './percentiles.ts'

/** One figure of two pages measured run by run, each run's pair taken in the same minute. */
export interface PairedFigure {
  runs: number
  ours: number
  other: number
  /** The lowest and highest run of each page: the spread a single run can land in. */
  oursRange: [number, number]
  otherRange: [number, number]
  /** Runs in which ours was at or below the other page's run beside it. */
  oursAtOrBelow: number
  /** The median of the runs' differences, ours minus the other's, ms. */
  medianDifference: number
}

const range = (values: readonly number[]): [number, number] =>
  values.length === 0 ? [0, 0] : [Math.min(...values), Math.max(...values)]

/**
 * Medians, spreads and pair-by-pair comparison of runs that took turns (ours, theirs, ours):
 * a pair shares its minute's load drift, so a difference inside the spread is told from
 * noise only by how many pairs fall one way.
 */
export function pairFigures(ours: readonly number[], other: readonly number[]): PairedFigure {
  const runs = Math.min(ours.length, other.length)
  const differences: number[] = []
  let oursAtOrBelow = 0
  for (let i = 0; i < runs; i++) {
    const difference = (ours[i] ?? 0) - (other[i] ?? 0)
    differences.push(difference)
    if (difference <= 0) oursAtOrBelow++
  }
  return {
    runs,
    ours: median(ours.slice(0, runs)),
    other: median(other.slice(0, runs)),
    oursRange: range(ours.slice(0, runs)),
    otherRange: range(other.slice(0, runs)),
    oursAtOrBelow,
    medianDifference: median(differences),
  }
}
