/** Where a test run's time went, read from the runners' JSON reports (tests/timings.ts). */

interface PlaywrightResult {
  duration: number
  startTime: string
  status: string
}
interface PlaywrightTest {
  projectName: string
  results: PlaywrightResult[]
}
interface PlaywrightSpec {
  title: string
  file: string
  tests: PlaywrightTest[]
}
interface PlaywrightSuite {
  title: string
  file: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}
export interface PlaywrightReport {
  suites: PlaywrightSuite[]
  stats: { startTime: string; duration: number }
}
export interface VitestReport {
  startTime: number
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[]
}

/** One spec file in one project: its tests that ran, and the time they held a worker. */
export interface SpecTime {
  file: string
  project: string
  tests: number
  /** Sum of its tests' durations (hooks and fixtures included), ms. */
  workerMs: number
  slowest: { title: string; ms: number }
}

function* specsOf(
  suite: PlaywrightSuite,
  path: string[] = [],
): Generator<[PlaywrightSpec, string]> {
  for (const spec of suite.specs ?? []) yield [spec, [...path, spec.title].join(' › ')]
  for (const child of suite.suites ?? []) yield* specsOf(child, [...path, child.title])
}

/** Per file and project, the tests that ran (skipped ones hold no worker), slowest first. */
export function specTimes(report: PlaywrightReport): SpecTime[] {
  const rows = new Map<string, SpecTime>()
  for (const top of report.suites) {
    for (const [spec, title] of specsOf(top)) {
      for (const test of spec.tests) {
        const ran = test.results.filter((r) => r.status !== 'skipped')
        if (ran.length === 0) continue
        const ms = ran.reduce((sum, r) => sum + r.duration, 0)
        const key = `${spec.file}\u0000${test.projectName}`
        const row = rows.get(key) ?? {
          file: spec.file,
          project: test.projectName,
          tests: 0,
          workerMs: 0,
          slowest: { title: '', ms: -1 },
        }
        row.tests++
        row.workerMs += ms
        if (ms > row.slowest.ms) row.slowest = { title, ms }
        rows.set(key, row)
      }
    }
  }
  return [...rows.values()].sort((a, b) => b.workerMs - a.workerMs)
}

/** Per unit test file, its run time, slowest first; and the run's wall time. */
export function unitTimes(report: VitestReport, root: string) {
  const files = report.testResults
    .map((r) => ({
      file: r.name.startsWith(root) ? r.name.slice(root.length + 1) : r.name,
      tests: r.assertionResults.length,
      ms: r.endTime - r.startTime,
    }))
    .sort((a, b) => b.ms - a.ms)
  const end = Math.max(...report.testResults.map((r) => r.endTime))
  return { files, wallMs: end - report.startTime }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

/** A Markdown table of the spec files, with the total worker time and the run's wall time. */
export function specTable(rows: SpecTime[], wallMs: number): string {
  const total = rows.reduce((sum, r) => sum + r.workerMs, 0)
  const lines = [
    '| spec file | project | tests | worker s | share | slowest test (s) |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.project} | ${r.tests} | ${seconds(r.workerMs)} | ${((100 * r.workerMs) / total).toFixed(1)} % | ${r.slowest.title} (${seconds(r.slowest.ms)}) |`,
    ),
  ]
  const tests = rows.reduce((sum, r) => sum + r.tests, 0)
  lines.push('', `${tests} tests, ${seconds(total)} s of worker time, ${seconds(wallMs)} s wall.`)
  return lines.join('\n')
}
