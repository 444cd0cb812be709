import { readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { buildFromDataset } from './archive-build.ts'
import { generateDataset } from './archive-dataset.ts'
import { printComparison } from './comparison-tables.ts'
import { DPR_VIEWPORT, dprStepping } from './dpr-stepping.ts'
import { compareWithDrei, fixtureJsBytes } from './drei-compare.ts'
import { type FirstVisit, firstVisit } from './first-visit.ts'
import { cores, kb, mb, ms, range } from './format.ts'
import { LAYOUT_NAMES, placeProcesses } from './gpu-core.ts'
import { type GpuFigures, gpuFigures } from './gpu-figures.ts'
import { serve } from './serve.ts'
import { wheelRounds } from './wheel-rounds.ts'
import { pointerHitTest, type ScrollFigures } from './wheel-trace.ts'

/** A p95 of the pages' frames pooled, with the lowest and highest of the pages' own. */
const withRange = (f: ScrollFigures) => `${ms(f.p95)} ${range(f.p95Low, f.p95High)}`
const p50p95 = (f: ScrollFigures) => `${ms(f.p50)}, ${withRange(f)}`
const htmlKb = (dir: string) => kb(gzipSync(readFileSync(join(dir, 'work.html'))).length)

type Table = Record<string, Record<string, string | number>>

interface Target {
  name: string
  demo: boolean
  path: string
  url: string
}

const visitRow = (visit: FirstVisit) => ({
  'planes in view drawn': `${visit.planesInView.toFixed(0)} ms`,
  'long tasks after 1st canvas paint': `${visit.longTasksAfterPaint} (max ${visit.longestAfterPaint.toFixed(0)} ms)`,
})

/** One row of the wheel table: a target's wheel rounds, first visit and GPU figures. */
function trackRow(
  wheels: Awaited<ReturnType<typeof wheelRounds>>[number],
  { visit, gpu, pointerHit }: { visit: FirstVisit; gpu: GpuFigures; pointerHit: number },
  ownCore: Awaited<ReturnType<typeof wheelRounds>>[number] | undefined,
): Record<string, string | number> {
  const scroll = wheels.again
  return {
    frames: scroll.frames,
    'script/frame p50': ms(scroll.p50),
    'script/frame p95 (pages: lowest–highest)': withRange(scroll),
    'first wheel p50, p95 (pages: lowest–highest)': p50p95(wheels.first),
    ...(ownCore && {
      'GPU on its own core: wheel again p50, p95': p50p95(ownCore.again),
      'GPU on its own core: first wheel p50, p95': p50p95(ownCore.first),
    }),
    'worst frame': ms(scroll.worst),
    'cores busy: all/software GPU': cores(scroll),
    'layout+paint/frame': ms(scroll.renderPerFrame),
    'hit test/wheel event': ms(scroll.hitTestPerWheel),
    'hit test/pointer move': ms(pointerHit),
    'long tasks in wheel': wheels.first.longTasks + scroll.longTasks,
    'React commits (wheel)': wheels.first.commits + scroll.commits,
    planes: gpu.planes,
    'draw calls end/peak': `${gpu.callsEnd}/${gpu.callsPeak}`,
    'texture bytes end/peak/budget': `${mb(gpu.bytesEnd)}/${mb(gpu.bytesPeak)}/${mb(gpu.bytesBudget)}`,
    ...visitRow(visit),
  }
}

/**
 * Each target's first visit, then its wheel rounds (on the shared cores, and on a core of the
 * GPU's own where it can have one): the wheel table, and the demo's first visits.
 */
async function trackTables(
  browser: Browser,
  { targets, gpuCore, dist }: { targets: Target[]; gpuCore: boolean; dist: string },
): Promise<{ rows: Table; visits: Table }> {
  const rows: Table = {}
  const visits: Table = {}
  const visitsOf: FirstVisit[] = []
  for (const target of targets) visitsOf.push(await firstVisit(browser, target.url))
  const gpuOf: GpuFigures[] = []
  const pointerHitOf: number[] = []
  const urls = targets.map((t) => t.url)
  const scrolls = await wheelRounds(browser, urls, async (page, i) => {
    pointerHitOf[i] = await pointerHitTest(browser, page)
    await page.evaluate(() => window.__track?.scroll.jumpTo(0))
    gpuOf[i] = await gpuFigures(page)
  })
  const ownCore = gpuCore ? await wheelRounds(browser, urls, async () => {}, 'gpu core') : null
  placeProcesses('shared')
  for (const [i, target] of targets.entries()) {
    const wheels = scrolls[i]
    const visit = visitsOf[i]
    const gpu = gpuOf[i]
    if (!wheels || !visit || !gpu) continue
    const pointerHit = pointerHitOf[i] ?? Number.NaN
    rows[target.name] = trackRow(wheels, { visit, gpu, pointerHit }, ownCore?.[i])
    if (target.demo) {
      visits[`demo ${target.path}`] = { '/work HTML gzipped': htmlKb(dist), ...visitRow(visit) }
    }
  }
  return { rows, visits }
}

/** The drei ScrollControls page beside the track, then adaptive DPR under throttling. */
async function comparisons(
  options: { browser: Browser; executablePath: string; fixtureDist: string; desktopJs: number },
  { demoUrl, demoDir, gpuCore }: { demoUrl: string; demoDir: string; gpuCore: boolean },
): Promise<void> {
  const dreiJs = fixtureJsBytes(options.fixtureDist)
  for (const layout of gpuCore ? (['shared', 'gpu core'] as const) : (['shared'] as const)) {
    const c = await compareWithDrei(options.browser, demoUrl, options.fixtureDist, demoDir, layout)
    placeProcesses('shared')
    printComparison(c, options.desktopJs, dreiJs)
  }
  if (!gpuCore) console.log(`\nNot run: the comparison with ${LAYOUT_NAMES['gpu core']}`)
  console.log(
    `\nAdaptive DPR on /work at ${DPR_VIEWPORT.width}×${DPR_VIEWPORT.height}: CPU throttled through CDP, then released`,
  )
  console.table(await dprStepping(options.executablePath, `${demoUrl}/work`))
}

/**
 * The rows of the wheel table serve the demo build over each archive: the page paints the
 * demo's prerendered snapshot and the live query then brings in the whole archive (a publish
 * since the build). Here each archive is built from its own content, as it would deploy.
 */
async function archiveVisits(
  browser: Browser,
  {
    archives,
    dist,
    visits,
  }: { archives: { count: number; dir: string }[]; dist: string; visits: Table },
): Promise<void> {
  for (const archive of archives) {
    const out = `${dist}-${archive.count}`
    const build = await buildFromDataset(archive.dir, out)
    const server = await serve(out, archive.dir)
    try {
      for (const path of ['/', '/work']) {
        const visit = await firstVisit(browser, server.url + path)
        visits[`${archive.count} projects ${path}`] = {
          '/work HTML gzipped': htmlKb(out),
          ...visitRow(visit),
        }
      }
    } finally {
      await server.close()
      await build.close()
      rmSync(out, { recursive: true, force: true })
    }
  }
}

/**
 * The WebGL figures of `npm run bench` (printed, never asserted): the track on the demo
 * dataset and on generated 500- and 2,000-project archives, the drei ScrollControls page
 * side by side, and adaptive DPR under CDP CPU throttling.
 */
export async function webglBench(options: {
  browser: Browser
  executablePath: string
  dist: string
  fixtureDist: string
  desktopJs: number
}): Promise<void> {
  const { browser, dist } = options
  // Whether the GPU process can be given a core of its own here (gpu-core.ts): Linux with
  // taskset and two cores or more. Where it can, the wheels and the comparison run both ways.
  const gpuCore = placeProcesses('shared')
  const archives = [500, 2000].map((count) => ({ count, dir: generateDataset(count) }))
  const datasets = [
    { name: 'demo', dir: resolve('dataset') },
    ...archives.map((a) => ({ name: `${a.count} projects`, dir: a.dir })),
  ]
  const servers = await Promise.all(datasets.map((d) => serve(dist, d.dir)))
  let tables: { rows: Table; visits: Table }
  try {
    const targets = datasets.flatMap((dataset, i) =>
      ['/', '/work'].map((path) => ({
        name: `${dataset.name} ${path}`,
        demo: dataset.name === 'demo',
        path,
        url: `${servers[i]?.url}${path}`,
      })),
    )
    tables = await trackTables(browser, { targets, gpuCore, dist })
    const demoUrl = servers[0]?.url
    const demoDir = datasets[0]?.dir
    if (demoUrl && demoDir) await comparisons(options, { demoUrl, demoDir, gpuCore })
    await archiveVisits(browser, { archives, dist, visits: tables.visits })
  } finally {
    await Promise.all(servers.map((server) => server.close()))
    for (const a of archives) rmSync(a.dir, { recursive: true, force: true })
  }
  console.log(
    `\nWheel scroll at 1440×900 (about 2 s; on a page opened afresh, the first wheel after load and then the same wheel again from the start, the rows taking turns; timings of the wheel again unless marked: script percentiles over the 3 pages’ frames pooled, other timings the median of the pages; commits and long tasks summed over all wheels), then crossing the whole track (SwiftShader); first visit timed on a page of its own. Cores shared unless marked; marked "GPU on its own core": 3 more pages a row with the ${LAYOUT_NAMES['gpu core']}${gpuCore ? '' : ' (not run: taskset and two cores needed)'}`,
  )
  console.table(tables.rows)
  console.log(
    '\nFirst visit at 1440×900 on a build made from each dataset: every project prerendered into /work, the live query confirming it',
  )
  console.table(tables.visits)
}
