import { readFileSync } from 'node:fs'

// Linux counts a process's start in clock ticks since boot; user space sees 100 a second
// (USER_HZ) on every architecture Node runs on.
const TICKS_PER_SECOND = 100

/**
 * When a process started, as the kernel counts it: field 22 of `/proc/<pid>/stat`. Its name
 * (field 2, in parentheses) may hold spaces and parentheses, so fields are counted from the
 * last `)`. Undefined where there is no /proc (macOS) or no such process.
 */
export function processStart(pid: number): string | undefined {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // After the name: field 3 (state) is index 0, so field 22 is index 19.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

/** The wall-clock time (ms) a process started: the boot time plus its start ticks. */
export function processStartedAt(pid: number): number | undefined {
  const ticks = Number(processStart(pid))
  let boot: number
  try {
    boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1])
  } catch {
    return undefined
  }
  if (!Number.isFinite(ticks) || !Number.isFinite(boot)) return undefined
  return (boot + ticks / TICKS_PER_SECOND) * 1000
}
