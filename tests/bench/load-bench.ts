import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { mb } from './format.ts'
import { type Hostile, hostileMix, type MixRequest, mixShares, visitMix } from './load-mix.ts'
import { median } from './percentiles.ts'

// `npm run bench -- --only=load`: the lake as `npm run serve` runs it (the
// build and the content lake on one port, loopback), driven by autocannon. Figures only.
// Phases: the visitors' mix alone, then beside hostile queries, hostile pictures, both.

const SECONDS = 5
const ROUNDS = 3
const VISITORS = 10
const HOSTILE = 4
const LOAD_PORT = process.env.LOAD_PORT ?? '0'

/** Starts `deploy/serve.ts` over the build in a process of its own; resolves its URL. */
function startLake(dist: string, stateDir: string): Promise<{ url: string; child: ChildProcess }> {
  const args = ['--import', 'tsx', resolve('deploy/serve.ts'), '--port', LOAD_PORT]
  args.push('--serve-dist', dist, '--state-dir', stateDir)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((done, fail) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const url = /Content lake: (http:\/\/\S+)/.exec(out)?.[1]
      if (url) done({ url: url.replace('localhost', '127.0.0.1'), child })
    })
    child.on('exit', (code) => fail(new Error(`the lake exited (${code}): ${out}`)))
  })
}

/** Resident and peak memory of a process (Linux), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** CPU seconds a process has used (Linux `/proc/<pid>/stat`, at 100 ticks a second). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * Waits until the lake has finished what the last phase left it (queries still running,
 * queued and background encodes): under a tenth of a core for two seconds, or 120 s.
 * Returns the seconds waited.
 */
async function settle(pid: number): Promise<number> {
  const started = performance.now()
  let quiet = 0
  let last = cpuOf(pid)
  while (quiet < 4 && performance.now() - started < 120_000) {
    await sleep(500)
    const now = cpuOf(pid)
    quiet = now - last < 0.05 ? quiet + 1 : 0
    last = now
  }
  return (performance.now() - started) / 1000
}

function run(url: string, connections: number, requests: autocannon.Request[]): Promise<Result> {
  return autocannon({ url, connections, duration: SECONDS, requests, timeout: 30 })
}

/** Each request of the mix once, a few at a time: pictures encoded, the answer kept. */
async function warm(url: string, requests: MixRequest[]): Promise<number> {
  const started = performance.now()
  const seen = new Set<string>()
  const once = requests.filter((r) => !seen.has(r.path ?? '') && seen.add(r.path ?? ''))
  for (let i = 0; i < once.length; i += 6) {
    await Promise.all(
      once.slice(i, i + 6).map(async (r) => {
        const response = await fetch(url + r.path, { headers: r.headers as Record<string, string> })
        await response.arrayBuffer()
      }),
    )
  }
  return performance.now() - started
}

const CONDITIONS = ['alone', 'queries', 'images', 'both'] as const
type Condition = (typeof CONDITIONS)[number]
const LABEL: Record<Condition, string> = {
  alone: 'alone',
  queries: 'with hostile queries',
  images: 'with hostile images',
  both: 'with hostile queries and images',
}

interface Round {
  visitors: Result
  hostile?: Result
}

/** One phase: the visitors' mix, and the hostile connections beside it unless alone. */
async function phase(url: string, mix: MixRequest[], condition: Condition, picture: string) {
  const visitors = run(url, VISITORS, mix)
  if (condition === 'alone') return { visitors: await visitors }
  const hostile = run(url, HOSTILE, hostileMix(picture, condition as Hostile))
  return { visitors: await visitors, hostile: await hostile }
}

const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`

/** Medians over the rounds, with their range; the ratios are taken round by round. */
function summary(rounds: Record<Condition, Round>[], condition: Condition) {
  const mine = rounds.map((r) => r[condition].visitors)
  const alone = rounds.map((r) => r.alone.visitors)
  const ratio = (pick: (r: Result) => number) =>
    spread(
      mine.map((r, i) => pick(r) / pick(alone[i] as Result)),
      2,
    )
  return {
    'requests/s': spread(mine.map((r) => r.requests.average)),
    'p50 ms': spread(mine.map((r) => r.latency.p50)),
    'p99 ms': spread(mine.map((r) => r.latency.p99)),
    'non-2xx': mine.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    ...(condition === 'alone' ? {} : { 'throughput ×': ratio((r) => r.requests.average) }),
    ...(condition === 'alone' ? {} : { 'p99 ×': ratio((r) => r.latency.p99) }),
  }
}

function hostileAnswers(rounds: Record<Condition, Round>[], condition: Condition): string {
  const counts: Record<string, number> = {}
  for (const round of rounds) {
    for (const [code, { count = 0 }] of Object.entries(
      round[condition].hostile?.statusCodeStats ?? {},
    )) {
      counts[code] = (counts[code] ?? 0) + count
    }
  }
  return Object.entries(counts)
    .map(([code, count]) => `${code}×${count}`)
    .join(', ')
}

export async function loadBench(dist: string): Promise<void> {
  const stateDir = await mkdtemp(join(tmpdir(), 'bench-load-'))
  const { url, child } = await startLake(dist, stateDir)
  try {
    const mix = visitMix(dist)
    console.log(`\nLoad on the lake (loopback, ${SECONDS} s a phase): one visit to each route`)
    console.table(mixShares(mix))
    const pid = child.pid as number
    // Twice: the second pass finds the AVIF that the first one's WebP answers started.
    const cold = await warm(url, mix)
    await settle(pid)
    await warm(url, mix)
    await settle(pid)
    const before = memoryOf(pid)
    const picture = mix.find((r) => r.kind === 'image')?.path?.split('?')[0] ?? ''
    const rounds: Record<Condition, Round>[] = []
    const resident: string[] = []
    let settling = 0
    // Conditions take turns, round after round, each round in another order: a round's
    // figures share its minute's load. Each phase starts on a lake that has settled.
    for (let i = 0; i < ROUNDS; i++) {
      const round = {} as Record<Condition, Round>
      for (let j = 0; j < CONDITIONS.length; j++) {
        const condition = CONDITIONS[(i + j) % CONDITIONS.length] as Condition
        round[condition] = await phase(url, mix, condition, picture)
        settling = Math.max(settling, await settle(pid))
      }
      rounds.push(round)
      resident.push(mb(memoryOf(pid).rss))
    }
    await sleep(10_000)
    const after = memoryOf(pid)

    console.log(`\nFirst pass over the mix, caches cold: ${(cold / 1000).toFixed(1)} s`)
    console.log(`The longest the lake took to settle after a phase: ${settling.toFixed(1)} s`)
    console.log(
      `\n${VISITORS} visitors' connections, alone and with ${HOSTILE} hostile ones beside: median (range) of ${ROUNDS} rounds; × is beside / alone, round by round`,
    )
    console.table(Object.fromEntries(CONDITIONS.map((c) => [LABEL[c], summary(rounds, c)])))
    console.log('What the hostile connections were answered, all rounds')
    console.table(
      Object.fromEntries(CONDITIONS.slice(1).map((c) => [LABEL[c], hostileAnswers(rounds, c)])),
    )
    console.log('\nThe lake process (all its threads)')
    console.table({
      'resident before': mb(before.rss),
      ...Object.fromEntries(resident.map((rss, i) => [`resident after round ${i + 1}`, rss])),
      'peak since start': mb(after.peak),
      'resident 10 s after the last round': mb(after.rss),
    })
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    await rm(stateDir, { recursive: true, force: true })
  }
}
