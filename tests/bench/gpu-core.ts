import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { chromiumProcesses } from './thread-cpu.ts'

/**
 * Where Chromium's processes run while a page's frames are timed.
 *
 * - `shared`: every process on every core, as the machine schedules them.
 * - `gpu core`: the GPU process on the last core, the pages' renderers on the others.
 *
 * On a visitor's machine the GPU is a processor of its own: it draws one frame while the
 * page's script prepares the next, and never takes the script's core. Here SwiftShader is
 * that GPU, on the same two cores as the page, and during a wheel it keeps them nearly full
 * (1.7 of 2 busy with its threads). Chromium runs the GPU process's main and compositor
 * threads at a raised priority (nice -8, the page's main thread at 0): when a frame's flush
 * wakes them, they take the core from the page mid-frame, and the frame's wall time grows
 * by however long they hold it (traced: 2–7 ms of wall time at 0.02 ms of CPU). How often
 * that lands in a frame follows how the page's frames fall against the GPU's work, not what
 * the script costs: on this machine the same page's p95 fell with more GPU work per frame
 * (antialiasing, which changed no pixel: fewer frames drawn) and rose with less (a shader
 * reading its texture once: 30% more frames). With the GPU process on a core of its own,
 * as a GPU would be, a frame's wall time is the script's again, and the frame rate is what
 * that one core can draw.
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
