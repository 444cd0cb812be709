import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { STUDIO_DIST_DIR, studioTestBuildEnv } from './browser/studio-ports.ts'
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.ts'
import { filesWithTestHooks, TEST_BUILD_DIR } from './test-build.ts'

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
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    const done = (code: number) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`━━ ${cmd} ${args.slice(0, 4).join(' ')}: exit ${code}, ${seconds} s`)
      resolve(code)
    }
    child.on('exit', (code) => done(code ?? 1))
    child.on('error', () => done(1))
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

async function check(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Result> {
  const ok = (await run(cmd, args, env)) === 0
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }
}

async function vitest(name: string, report: string, args: string[] = []): Promise<Result> {
  // Absolute: Vitest resolves outputFile against its config root (studio/ for the Studio).
  const file = freshReport(resolve(OUT, report))
  // Vitest 5's reporter needs Map.groupBy, which Node 20 lacks: preload a polyfill.
  const polyfill = `--import ${pathToFileURL(resolve('tests/node20-polyfills.mjs')).href}`
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { NODE_OPTIONS: [process.env.NODE_OPTIONS, polyfill].filter(Boolean).join(' ') },
  )
  const r = readJson(file) as {
    numPassedTests?: number
    numFailedTests?: number
    numPendingTests?: number
  } | null
  const failed = (r?.numFailedTests ?? 0) + (code !== 0 && !r?.numFailedTests ? 1 : 0)
  return {
    name,
    passed: r?.numPassedTests ?? 0,
    failed,
    skipped: r?.numPendingTests ?? 0,
  }
}

/**
 * One Playwright run of `projects` (tests/playwright.config.ts), with its own report and
 * results folder, so the second run keeps the first one's traces.
 */
async function playwright(
  name: string,
  chromium: string,
  projects: string[],
  results: string,
): Promise<Result> {
  const file = freshReport(resolve(OUT, `${results}.json`))
  const args = ['playwright', 'test', '-c', 'tests/playwright.config.ts']
  const code = await run('npx', [...args, ...projects.map((p) => `--project=${p}`)], {
    ...TEST_BUILD,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    PW_OUTPUT_DIR: resolve(OUT, results),
  })
  const r = readJson(file) as {
    stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
  } | null
  const s = r?.stats ?? {}
  const failed = (s.unexpected ?? 0) + (code !== 0 && !s.unexpected ? 1 : 0)
  return {
    name,
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed,
    skipped: s.skipped ?? 0,
  }
}

/** The shipped build (dist/) has no test hook, nor their code: only the test build does. */
function noTestHooks(dir: string): Result {
  const found = filesWithTestHooks(dir)
  console.log(`\n━━ test hooks in ${dir}: ${found.length > 0 ? found.join(', ') : 'none'}`)
  const ok = found.length === 0
  return { name: `no test hooks in ${dir}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }
}

/** The build the browser tests drive: the shipped one plus the test hooks (tests/test-build.ts). */
const TEST_BUILD = { TEST_HOOKS: '1', OUT_DIR: TEST_BUILD_DIR }

const chromium = await findChromium()
if (!chromium) {
  if (process.env.CHROMIUM_PATH)
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH}: no such file.`)
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}

// The Studio workspace (studio/) has its own install: its schema is the content contract,
// so a schema that does not extract, types that no longer match it, demo content it
// rejects or a Studio that does not build all fail the run. No network, no login.
const studio = (script: string) => ['--prefix', 'studio', 'run', script]
const offline = { DO_NOT_TRACK: '1' }

const results: Result[] = []
results.push(
  await check('studio install (npm)', 'npm', [
    '--prefix',
    'studio',
    'install',
    '--no-audit',
    '--no-fund',
  ]),
)
results.push(await check('type-check (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']))
results.push(await check('studio type-check (tsc)', 'npx', ['tsc', '-p', 'studio/tsconfig.json']))
results.push(await check('lint and format (biome)', 'npx', ['biome', 'ci', '.']))
// The layers import one way, with no circles, orphans or imports of tests into shipped code
// (.dependency-cruiser.cjs); no unused file, export or dependency (knip.jsonc).
results.push(await check('import layers (dependency-cruiser)', 'npm', ['run', 'lint:imports']))
results.push(await check('unused code (knip)', 'npm', ['run', 'lint:unused']))
results.push(await check('studio schema extract (sanity)', 'npm', studio('extract'), offline))
results.push(
  await check('generated types up to date (typegen)', 'npx', ['tsx', 'tests/typegen-fresh.ts']),
)
results.push(await vitest('unit tests (vitest)', 'vitest.json'))
results.push(
  await vitest('demo data against the schema (vitest, studio)', 'vitest-studio.json', [
    '--config',
    'studio/vitest.config.ts',
  ]),
)
const built = await check('production build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn'])
results.push(built)
if (built.failed === 0) results.push(noTestHooks('dist'))
const testBuilt = await check(
  'test build (vite, TEST_HOOKS=1)',
  'npx',
  ['vite', 'build', '--logLevel', 'warn'],
  TEST_BUILD,
)
results.push(testBuilt)
// Built for the lake of the Studio browser test (tests/browser/studio-ports.ts), which serves it.
results.push(
  await check('studio build (sanity)', 'npm', [...studio('build'), '--', `../${STUDIO_DIST_DIR}`], {
    ...offline,
    ...studioTestBuildEnv(),
  }),
)
if (testBuilt.failed === 0) {
  results.push(
    await playwright('browser tests (playwright)', chromium, ['desktop', 'mobile'], 'playwright'),
  )
  // The specs that keep software WebGL busy for minutes, one at a time with nothing beside.
  results.push(
    await playwright(
      'browser tests run alone (playwright)',
      chromium,
      ['desktop-alone'],
      'playwright-alone',
    ),
  )
}

console.log('\n━━ summary')
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`)
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
const skipped = results.reduce((n, r) => n + r.skipped, 0)
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed === 0 && built.failed === 0 ? 0 : 1)
