import type { Comparison } from './drei-compare.ts'
import { cores, kb, ms, range } from './format.ts'
import { LAYOUT_NAMES } from './gpu-core.ts'
import { pairFigures } from './paired.ts'
import { combineTwoWheels, type TwoWheels } from './wheel-rounds.ts'
import type { ScrollFigures } from './wheel-trace.ts'

const side = (js: number, f: ScrollFigures) => ({
  'JS gzipped (desktop)': kb(js),
  frames: f.frames,
  'script/frame p50 (all frames)': ms(f.p50),
  'script/frame p95 (all frames)': ms(f.p95),
  'CPU/frame p50': ms(f.cpuP50),
  'CPU/frame p95': ms(f.cpuP95),
  'worst frame': ms(f.worst),
  'cores busy: all/software GPU': cores(f),
  'React commits': f.commits,
})

/** One figure of the comparison, run by run: medians, spreads and the pairs (paired.ts). */
function pairedRow(c: Comparison, pick: (wheels: TwoWheels) => number) {
  const f = pairFigures(
    c.runs.map((r) => pick(r.ours)),
    c.runs.map((r) => pick(r.drei)),
  )
  const spread = (mid: number, [low, high]: [number, number]) =>
    `${mid.toFixed(2)} ${range(low, high)}`
  return {
    'ours: median (lowest–highest run)': spread(f.ours, f.oursRange),
    'drei: median (lowest–highest run)': spread(f.other, f.otherRange),
    'runs ours at or below drei': `${f.oursAtOrBelow} of ${f.runs}`,
    'median difference, ours − drei': ms(f.medianDifference),
  }
}

/** Prints ours beside the drei page: the medians, then the same runs pair by pair. */
export function printComparison(c: Comparison, oursJs: number, dreiJs: number): void {
  console.log(
    `\nOurs /work beside the drei ScrollControls page, ${LAYOUT_NAMES[c.layout]}: ${c.images} pictures at 800 px, 40 wheel steps of 120 px 50 ms apart, on each page the first wheel after load and then the same wheel again from the start, the pages taking turns, ${c.runs.length} runs: percentiles of all the runs' frames pooled, other figures the median of the runs (commits summed)`,
  )
  // Percentiles of the runs' frames pooled, other timings the median of the runs, commits
  // summed (combineWheels).
  const ours = combineTwoWheels(c.runs.map((r) => r.ours))
  const drei = combineTwoWheels(c.runs.map((r) => r.drei))
  console.table({
    'ours /work, wheel again': side(oursJs, ours.again),
    'drei ScrollControls, wheel again': side(dreiJs, drei.again),
    'ours /work, first wheel': side(oursJs, ours.first),
    'drei ScrollControls, first wheel': side(dreiJs, drei.first),
  })
  console.log(
    '\nThe same runs pair by pair (each run of ours beside the drei run after it), ms: the pages are level where the runs split and the median difference is inside the spread',
  )
  console.table({
    'wheel again, script p50': pairedRow(c, (w) => w.again.p50),
    'wheel again, script p95': pairedRow(c, (w) => w.again.p95),
    'wheel again, CPU p50': pairedRow(c, (w) => w.again.cpuP50),
    'first wheel, script p50': pairedRow(c, (w) => w.first.p50),
    'first wheel, script p95': pairedRow(c, (w) => w.first.p95),
  })
}
