import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of Chromium's threads from /proc (Linux), the browser's and its software GPU's
 * (SwiftShader's `Thread<NN>` workers, which no trace shows). Null where /proc is missing.
 */
export interface ThreadCpu {
  /** Clock ticks per thread, keyed `pid/tid`, with the thread's role. */
  ticks: Map<string, { role: 'software GPU' | 'other'; ticks: number }>
  at: number
}

const TICKS_PER_SECOND = 100

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/**
 * Chromium's processes now, with their command lines (`--type=gpu-process`, …); null
 * without /proc.
 */
export function chromiumProcesses(): { pid: string; cmdline: string }[] | null {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return null
  }
  const found: { pid: string; cmdline: string }[] = []
  for (const pid of pids) {
    const cmdline = read(`/proc/${pid}/cmdline`)
    if (cmdline && /chrom/i.test(cmdline.split('\0')[0] ?? '')) found.push({ pid, cmdline })
  }
  return found
}

/** Every Chromium thread's CPU ticks now. */
export function threadCpu(): ThreadCpu | null {
  const processes = chromiumProcesses()
  if (!processes) return null
  const ticks: ThreadCpu['ticks'] = new Map()
  for (const { pid, cmdline } of processes) {
    const gpuProcess = cmdline.includes('--type=gpu-process')
    let tids: string[] = []
    try {
      tids = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const tid of tids) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`)
      if (!stat) continue
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      // After the name: state is field 3, utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const used = Number(fields[11]) + Number(fields[12])
      const role = gpuProcess && /^Thread<\d+>$/.test(name) ? 'software GPU' : 'other'
      ticks.set(`${pid}/${tid}`, { role, ticks: used })
    }
  }
  return { ticks, at: performance.now() }
}

/** Cores kept busy between two readings: all of Chromium, and its software GPU alone. */
export function coresBusy(
  before: ThreadCpu | null,
  after: ThreadCpu | null,
): { all: number; softwareGpu: number } | null {
  if (!before || !after) return null
  const seconds = (after.at - before.at) / 1000
  if (seconds <= 0) return null
  let all = 0
  let softwareGpu = 0
  for (const [key, now] of after.ticks) {
    const used = now.ticks - (before.ticks.get(key)?.ticks ?? 0)
    all += used
    if (now.role === 'software GPU') softwareGpu += used
  }
  return {
    all: all / TICKS_PER_SECOND / seconds,
    softwareGpu: softwareGpu / TICKS_PER_SECOND / seconds,
  }
}
