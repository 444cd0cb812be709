import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { STATIC_PATHS } from '../../deploy/routes.ts'
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../chromium.ts'
import { bundleSizes } from './bundle-sizes.ts'
import { generateDataset } from './dataset-500.ts'
import { type LighthouseRow, type Preset, runLighthouse } from './lighthouse.ts'
import { gpuFigures, openDesktop, scrollFigures } from './measure.ts'
import { serve } from './serve.ts'

// `npm run bench`: figures only, no thresholds. Builds into dist-bench (or BENCH_DIST with
// --no-build), prints the JavaScript each route loads first, runs Lighthouse 13 (mobile and
// desktop presets) on every kind of route, then serves the build twice on free ports — with
// the demo dataset and with a generated 500-project one — and drives Chromium (SwiftShader)
// at 1440×900. `--only=sizes|lighthouse|webgl` runs one part.

const dist = resolve(process.env.BENCH_DIST ?? 'dist-bench')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const ms = (value: number) => `${value.toFixed(2)} ms`

if (!process.argv.includes('--no-build')) {
  console.log(`building into ${dist} …`)
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: dist },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const part = (name: string) => !only || only === name

const sizes = bundleSizes(dist)
console.log('\nGzipped JavaScript (each file gzipped on its own, as served)')
console.table({
  'entry + static imports (every page)': kb(sizes.mobile),
  'desktop page (+ virtual track + WebGL)': kb(sizes.desktop),
  'WebGL chunk alone (three, R3F, scene)': kb(sizes.webglChunk),
  'virtual-scroll chunk alone': kb(sizes.virtualTrackChunk),
})
console.log('\nFirst load at 390 px, per route: the entry and the page chunks its HTML preloads')
console.table(Object.fromEntries(Object.entries(sizes.routes).map(([k, v]) => [k, kb(v)])))
if (only === 'sizes') process.exit(0)

const executablePath = await findChromium()
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}

if (part('lighthouse')) {
  const server = await serve(dist, resolve('dataset'))
  try {
    const slugs = readdirSync(join(dist, 'work')).concat(readdirSync(join(dist, 'digest')))
    const project = readdirSync(join(dist, 'work'))[0]?.replace(/\.html$/, '')
    const article = readdirSync(join(dist, 'digest'))[0]?.replace(/\.html$/, '')
    const paths = [...STATIC_PATHS, `/work/${project}`, `/digest/${article}`, '/no-such-page']
    console.log(
      `\nLighthouse 13 on ${paths.length} routes (${slugs.length} project and article pages share two templates)`,
    )
    for (const preset of ['mobile', 'desktop'] as Preset[]) {
      const table: Record<string, LighthouseRow> = {}
      await runLighthouse(
        executablePath,
        paths.map((p) => server.url + p),
        [preset],
        (url, _, row) => {
          table[new URL(url).pathname] = row
        },
      )
      console.log(`\n${preset} preset`)
      console.table(table)
    }
  } finally {
    await server.close()
  }
}
if (!part('webgl')) process.exit(0)
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
const big = generateDataset(500)
const datasets = [
  { name: 'demo', dir: resolve('dataset') },
  { name: '500 projects', dir: big },
]
const rows: Record<string, Record<string, string | number>> = {}
try {
  for (const dataset of datasets) {
    const server = await serve(dist, dataset.dir)
    try {
      for (const path of ['/', '/work']) {
        const page = await openDesktop(browser, server.url + path)
        const scroll = await scrollFigures(browser, page)
        await page.evaluate(() => window.__track?.scroll.jumpTo(0))
        const gpu = await gpuFigures(page)
        rows[`${dataset.name} ${path}`] = {
          frames: scroll.frames,
          'script/frame p50': ms(scroll.p50),
          'script/frame p95': ms(scroll.p95),
          'input/frame': ms(scroll.inputPerFrame),
          'React commits (2 s wheel)': scroll.commits,
          planes: gpu.planes,
          'draw calls end/peak': `${gpu.callsEnd}/${gpu.callsPeak}`,
          textures: gpu.textures,
          'texture bytes end/peak': `${mb(gpu.bytesEnd)}/${mb(gpu.bytesPeak)}`,
        }
        await page.close()
      }
    } finally {
      await server.close()
    }
  }
} finally {
  await browser.close()
  rmSync(big, { recursive: true, force: true })
}
console.log('\nTwo-second wheel scroll at 1440×900, then crossing the whole track (SwiftShader)')
console.table(rows)
