import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import type { FixtureImage } from './drei-fixture/Gallery.tsx'
import { type CoreLayout, placeProcesses } from './gpu-core.ts'
import { LONG_TASKS, openDesktop, REACT_HOOK } from './page-boot.ts'
import { serve } from './serve.ts'
import { type TwoWheels, twoWheels } from './wheel-rounds.ts'
import { COMPARISON_WHEEL } from './wheel-trace.ts'

const FIXTURE_CONFIG = resolve('tests/bench/drei-fixture/vite.config.ts')

/** Builds the drei ScrollControls page (tests/bench/drei-fixture) into `outDir`. */
export function buildFixture(outDir: string): void {
  const build = spawnSync('npx', ['vite', 'build', '--config', FIXTURE_CONFIG], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: outDir },
  })
  if (build.status !== 0) throw new Error('the drei fixture did not build')
}

/** All the fixture's JavaScript, gzipped (it is one page: everything loads). */
export function fixtureJsBytes(outDir: string): number {
  const assets = join(outDir, 'assets')
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0)
}

/**
 * The drei page showing `images` at 1440×900, loaded: every picture's texture in (drei's
 * Image suspends until then), then a second. `init`: more scripts to run before its own.
 */
export async function openDreiPage(
  browser: Browser,
  fixtureUrl: string,
  images: FixtureImage[],
  init: readonly string[] = [],
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.addInitScript(REACT_HOOK)
  await page.addInitScript(LONG_TASKS)
  for (const script of init) await page.addInitScript(script)
  await page.addInitScript((list) => {
    window.__fixtureImages = list
  }, images)
  await page.goto(`${fixtureUrl}/`)
  await page.waitForFunction(
    (count) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/images/') && e.name.includes('w=800')).length >= count,
    images.length,
    { timeout: 60_000 },
  )
  await page.waitForTimeout(1000)
  return page
}

/** The pictures of our /work page, as the same URLs at 800 px wide. */
export async function workImages(page: Page): Promise<FixtureImage[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[data-plane] img'), (img) => {
      const url = new URL(img.currentSrc || img.src)
      url.searchParams.set('w', '800')
      url.searchParams.delete('h')
      return { url: url.pathname + url.search, width: img.width || 4, height: img.height || 3 }
    }),
  )
}

export interface Comparison {
  /** Each run's wheels, in the order they ran: ours then drei, run after run. */
  runs: { ours: TwoWheels; drei: TwoWheels }[]
  images: number
  /** Where the processes ran while the pages were timed (gpu-core.ts). */
  layout: CoreLayout
}

/**
 * Runs of each page: ours and the drei page are level on CPU per frame, and a run's figures
 * move with the load of its minute more than the pages differ, so it takes several pairs.
 */
const COMPARISON_RUNS = 7

/**
 * Our /work against the drei page: same pictures, same wheel (COMPARISON_WHEEL) twice per
 * page, `runs` times, the pages taking turns so each of our runs has a drei run beside it in
 * time. `layout` places the processes once a page has loaded.
 */
export async function compareWithDrei(
  browser: Browser,
  siteUrl: string,
  fixtureDist: string,
  datasetDir: string,
  layout: CoreLayout,
  runs = COMPARISON_RUNS,
): Promise<Comparison> {
  const fixture = await serve(fixtureDist, datasetDir)
  const pairs: { ours: TwoWheels; drei: TwoWheels }[] = []
  let images: FixtureImage[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const page = await openDesktop(browser, `${siteUrl}/work`)
      if (images.length === 0) images = await workImages(page)
      placeProcesses(layout)
      const oursRun = await twoWheels(browser, page, COMPARISON_WHEEL)
      await page.close()

      const other = await openDreiPage(browser, fixture.url, images)
      placeProcesses(layout)
      pairs.push({ ours: oursRun, drei: await twoWheels(browser, other, COMPARISON_WHEEL) })
      await other.close()
    }
  } finally {
    await fixture.close()
  }
  return { runs: pairs, images: images.length, layout }
}
