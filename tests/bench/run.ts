import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../chromium.ts'
import { bundleSizes } from './bundle-sizes.ts'
import { buildFixture } from './drei-compare.ts'
import { flightBench } from './flight-bench.ts'
import { kb } from './format.ts'
import { framesBench } from './frames-bench.ts'
import { lighthouseBench } from './lighthouse-bench.ts'
import { loadBench } from './load-bench.ts'
import { recordSection } from './report.ts'
import { webglBench } from './webgl-bench.ts'

// `npm run bench`: figures only, no thresholds. Builds into dist-bench (or BENCH_DIST with
// --no-build), the shipped build without test hooks into dist-bench-shipped (its sizes) and
// the drei page into dist-bench-drei, then prints first-load JavaScript,
// Lighthouse 13 (mobile, desktop), frames delivered while wheeling in two GL setups, and the
// WebGL figures at 1440×900, and the flight between pages. `--only=sizes|lighthouse|load|
// frames|webgl|flight` runs one section (load: the lake under hostile traffic, load-bench.ts).

// The bench reads the test hooks (window.__stage, __track): the builds it drives have them.
process.env.TEST_HOOKS = '1'
const dist = resolve(process.env.BENCH_DIST ?? 'dist-bench')
const fixtureDist = resolve(`${dist}-drei`)
const shippedDist = resolve(`${dist}-shipped`)
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const part = (name: string) => !only || only === name

if (!process.argv.includes('--no-build')) {
  console.log(`building into ${dist} …`)
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: dist },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  // The sizes are the shipped build's: the same source without the test hooks.
  const shipped = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_HOOKS: '0', OUT_DIR: shippedDist },
  })
  if (shipped.status !== 0) process.exit(shipped.status ?? 1)
  if (part('webgl') || part('frames')) buildFixture(fixtureDist)
}

if (only === 'load') {
  await recordSection('load', () => loadBench(dist))
  process.exit(0)
}

// With --no-build, BENCH_DIST's build is measured as it is (a test build has the hooks in).
const sizes = bundleSizes(process.argv.includes('--no-build') ? dist : shippedDist)
await recordSection('sizes', () => {
  console.log('\nGzipped JavaScript (each file gzipped on its own, as served)')
  console.table({
    'entry + static imports (every page)': kb(sizes.mobile),
    'desktop page (+ virtual track + WebGL)': kb(sizes.desktop),
    'WebGL chunk alone (three, R3F, scene)': kb(sizes.webglChunk),
    'virtual-scroll chunk alone': kb(sizes.virtualTrackChunk),
  })
  console.log('\nFirst load at 390 px, per route: the entry and the page chunks its HTML preloads')
  console.table(Object.fromEntries(Object.entries(sizes.routes).map(([k, v]) => [k, kb(v)])))
})
if (only === 'sizes') process.exit(0)

const executablePath = await findChromium()
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}
if (part('lighthouse'))
  await recordSection('lighthouse', () => lighthouseBench(executablePath, dist))
if (!only) await recordSection('load', () => loadBench(dist))
if (part('frames'))
  await recordSection('frames', () => framesBench({ executablePath, dist, fixtureDist }))
if (part('flight')) await recordSection('flight', () => flightBench({ executablePath, dist }))
if (part('webgl')) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    await recordSection('webgl', () =>
      webglBench({ browser, executablePath, dist, fixtureDist, desktopJs: sizes.desktop }),
    )
  } finally {
    await browser.close()
  }
}
