import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../chromium.ts'
import { bundleSizes } from './bundle-sizes.ts'
import { buildFixture } from './drei-compare.ts'
import { webglBench } from './webgl-bench.ts'

// `npm run bench`: figures only, no thresholds. Builds into dist-bench (or BENCH_DIST with
// --no-build) and the drei comparison page into dist-bench-drei, then drives Chromium
// (SwiftShader) at 1440×900. Each section lives in its own module.

const dist = resolve(process.env.BENCH_DIST ?? 'dist-bench')
const fixtureDist = resolve(`${dist}-drei`)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (!process.argv.includes('--no-build')) {
  console.log(`building into ${dist} …`)
  const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: dist },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  buildFixture(fixtureDist)
}

const sizes = bundleSizes(dist)
console.log('\nGzipped JavaScript')
console.table({
  'mobile page (entry + static imports)': kb(sizes.mobile),
  'desktop page (+ virtual track + WebGL)': kb(sizes.desktop),
  'WebGL chunk alone (three, R3F, scene)': kb(sizes.webglChunk),
  'virtual-scroll chunk alone': kb(sizes.virtualTrackChunk),
})

const executablePath = await findChromium()
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
try {
  await webglBench({ browser, executablePath, dist, fixtureDist, desktopJs: sizes.desktop })
} finally {
  await browser.close()
}
