import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { chromiumProcesses } from './thread-cpu.ts'

/**
 * Where Chromium's processes run while frames are timed: `shared`, or `gpu core` (the GPU
 * process alone on the last core, as a real GPU): on shared cores its raised priority sets
 * the frame times more than our script (docs/performance.md, 'Software GL on a small machine').
 */
export type CoreLayout = 'shared' | 'gpu core'

/** What each layout gives a process, as taskset's CPU lists; null below two cores. */
export function coreLists(cores: number): Record<'gpu' | 'renderer' | 'all', string> | null {
  if (cores < 2) return null
  const last = cores - 1
  return {
    gpu: `${last}`,
    renderer: last === 1 ? '0' : `0-${last - 1}`,
    all: `0-${last}`,
  }
}

/**
 * Places Chromium's GPU process and renderers for `layout` (all their threads, with
 * `taskset`). Called after each page opens: a new page's renderer starts on every core.
 * False where it cannot be done (not Linux, one core, no taskset), and nothing changed.
 */
export function placeProcesses(layout: CoreLayout): boolean {
  const lists = coreLists(availableParallelism())
  const processes = chromiumProcesses()
  if (!lists || !processes) return false
  let placed = false
  for (const { pid, cmdline } of processes) {
    const gpu = cmdline.includes('--type=gpu-process')
    if (!gpu && !cmdline.includes('--type=renderer')) continue
    const list = layout === 'shared' ? lists.all : gpu ? lists.gpu : lists.renderer
    const result = spawnSync('taskset', ['-a', '-c', '-p', list, pid], { stdio: 'ignore' })
    // A renderer may exit between the listing and the call; the GPU process must take it.
    if (result.status !== 0 && gpu) return false
    if (result.status === 0) placed = true
  }
  return placed
}

/** How the tables name a layout. */
export const LAYOUT_NAMES: Record<CoreLayout, string> = {
  shared: 'cores shared (as the machine schedules them)',
  'gpu core': 'software GPU on a core of its own (as a GPU would be)',
}
