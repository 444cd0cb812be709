import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.ts'

// `npm test`: every check in one run, ending in one passed/failed line. Each step runs
// even when an earlier one failed, so one report shows everything that is red.

interface Result {
  name: string
  passed: number
  failed: number
  skipped: number
}

const OUT = 'test-results'
mkdirSync(OUT, { recursive: true })

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n━━ ${cmd} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code ?? 1))
    child.on('error', () => resolve(1))
  })
}

/** A runner's report from this run only: a crashed runner must not show the last run's counts. */
function freshReport(path: string): string {
  rmSync(path, { force: true })
  return path
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

async function check(name: string, cmd: string, args: string[]): Promise<Result> {
  const ok = (await run(cmd, args)) === 0
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }
}

async function vitest(): Promise<Result> {
  const file = freshReport(`${OUT}/vitest.json`)
  // Vitest 5's reporter needs Map.groupBy, which Node 20 lacks: preload a polyfill.
  const polyfill = `--import ${pathToFileURL(resolve('tests/node20-polyfills.mjs')).href}`
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { NODE_OPTIONS: [process.env.NODE_OPTIONS, polyfill].filter(Boolean).join(' ') },
  )
  const r = readJson(file) as {
    numPassedTests?: number
    numFailedTests?: number
    numPendingTests?: number
  } | null
  const failed = (r?.numFailedTests ?? 0) + (code !== 0 && !r?.numFailedTests ? 1 : 0)
  return {
    name: 'unit tests (vitest)',
    passed: r?.numPassedTests ?? 0,
    failed,
    skipped: r?.numPendingTests ?? 0,
  }
}

async function playwright(chromium: string): Promise<Result> {
  const file = freshReport(resolve(OUT, 'playwright.json'))
  const code = await run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  })
  const r = readJson(file) as {
    stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
  } | null
  const s = r?.stats ?? {}
  const failed = (s.unexpected ?? 0) + (code !== 0 && !s.unexpected ? 1 : 0)
  return {
    name: 'browser tests (playwright)',
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed,
    skipped: s.skipped ?? 0,
  }
}

const chromium = await findChromium()
if (!chromium) {
  if (process.env.CHROMIUM_PATH)
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH}: no such file.`)
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}

const results: Result[] = []
results.push(await check('type-check (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']))
results.push(await check('lint and format (biome)', 'npx', ['biome', 'ci', '.']))
results.push(await vitest())
const built = await check('production build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn'])
results.push(built)
if (built.failed === 0) results.push(await playwright(chromium))

console.log('\n━━ summary')
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`)
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
const skipped = results.reduce((n, r) => n + r.skipped, 0)
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed === 0 && built.failed === 0 ? 0 : 1)
