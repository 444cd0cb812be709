import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { generateDataset } from '../bench/archive-dataset.ts'
import { serve } from '../bench/serve.ts'
import { expect, forcedGlPage, skipOnMobile, test } from './stage-override.ts'
import {
  expectNoStrayGoingToAbout,
  expectPlanesOnElementsWhileWheeling,
  pinRatio,
  settle,
  stageIdle,
} from './webgl.helpers.ts'

// The same build as the other specs (OUT_DIR or dist), served with a generated archive of
// 2,000 projects on a server of this file's own. Its tests share one visit to /work: the
// 2,000 planes take minutes to come in on software WebGL. The last one leaves it.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = resolve(ROOT, process.env.OUT_DIR ?? 'dist')
const PROJECTS = 2000

let site: { url: string; close: () => Promise<void> }
let datasetDir = ''
let page: Page

/** Opens /work on the archive with the canvas pinned at 0.75 of the device ratio. */
async function openArchive(browser: Browser): Promise<Page> {
  const archive = await forcedGlPage(browser)
  await archive.goto(`${site.url}/work`)
  await archive.waitForFunction(
    (count) =>
      (window.__track?.layout().limit ?? 0) > 0 &&
      window.__stage !== undefined &&
      (window.__stage.read().planes ?? 0) >= count,
    PROJECTS,
    // The cards arrive 24 at a time in idle periods: polled every frame, this check kept
    // the page from idling, and beside another worker's Studio test the list took minutes.
    { timeout: 180_000, polling: 500 },
  )
  await pinRatio(archive, 0.75)
  return archive
}

/** Jumps to `share` of the track and waits for the stage to draw what it shows there. */
async function restAt(share: number): Promise<void> {
  await page.evaluate((at) => {
    const s = window.__track?.scroll
    s?.jumpTo((s.limit ?? 0) * at)
  }, share)
  await settle(page)
  await stageIdle(page)
}

/**
 * Half a viewport at a time from the start, as the bench crosses it, each stop at rest long
 * enough for the canvas to fill in pictures around it: the GPU's texture bytes never pass three
 * screenfuls, the budget says three screenfuls throughout, and at rest the fill reaches it.
 */
async function expectTexturesWithinBudget(): Promise<void> {
  const { screen, half } = await page.evaluate(() => ({
    screen: innerWidth * devicePixelRatio * innerHeight * devicePixelRatio * 4,
    half: innerWidth / 2,
  }))
  const readings: { at: number; bytes: number; budget: number }[] = []
  const sample = async (at: number, ms: number) => {
    for (let t = 0; t < ms; t += 100) {
      const r = await page.evaluate(() => window.__stage?.read())
      readings.push({ at, bytes: r?.textureBytes ?? -1, budget: r?.textureBudget ?? -1 })
      await page.waitForTimeout(100)
    }
  }
  for (let at = 0; at <= half * 10; at += half) {
    await page.evaluate((x) => window.__track?.scroll.jumpTo(x), at)
    await settle(page)
    await stageIdle(page)
    await sample(at, 1000)
  }
  // At rest, the fill goes on one picture at a time until the budget stops it.
  await expect
    .poll(async () => (await page.evaluate(() => window.__stage?.read()))?.textureBytes ?? 0, {
      timeout: 60_000,
    })
    .toBeGreaterThan(2 * screen)
  await sample(half * 10, 2000)
  const most = readings.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  expect(most.bytes, `at ${most.at}`).toBeLessThanOrEqual(3 * screen)
  expect(new Set(readings.map((r) => r.budget))).toEqual(new Set([3 * screen]))
}

test.describe('desktop WebGL track with a 2,000-project archive, at a lowered pixel ratio', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')
  test.describe.configure({ timeout: 360_000 })

  test.beforeAll(async ({ browser }, info) => {
    skipOnMobile(info)
    info.setTimeout(360_000)
    datasetDir = generateDataset(PROJECTS)
    site = await serve(DIST, datasetDir)
    page = await openArchive(browser)
  })
  test.afterAll(async () => {
    await page?.context().close()
    await site?.close()
    if (datasetDir) rmSync(datasetDir, { recursive: true, force: true })
  })

  test('the scene holds only the planes shown, and only planes near the view hold a material, wherever the view is in the archive', async () => {
    for (const share of [0, 0.5, 1]) {
      await restAt(share)
      const read = await page.evaluate(() => window.__stage?.read())
      expect(read?.planes, `at ${share}`).toBe(PROJECTS)
      expect(read?.shown ?? 0, `at ${share}`).toBeGreaterThan(0)
      // Shown planes and the backdrops behind them: nothing for the rest of the archive.
      expect(read?.sceneMeshes, `at ${share}`).toBe((read?.shown ?? 0) + (read?.backdrops ?? 0))
      expect(read?.sceneMeshes ?? PROJECTS, `at ${share}`).toBeLessThan(100)
      // A mesh and material for each plane with a texture on its way or kept, and for no
      // other: the walk from the start leaves none behind.
      expect(read?.materials ?? 0, `at ${share}`).toBeGreaterThanOrEqual(read?.shown ?? 1)
      expect(read?.materials ?? PROJECTS, `at ${share}`).toBeLessThan(100)
    }
  })

  test('during a wheel scroll deep in the archive every shown plane sits within 1 px of its element', async () => {
    // Project 1,000 or so: the planes around it are found by the binary search.
    await restAt(0.5)
    await expectPlanesOnElementsWhileWheeling(page)
  })

  test('GPU textures stay within three screenfuls across the archive, the cache filled up to them', async () => {
    await expectTexturesWithinBudget()
  })

  test('leaving the archive: no stray plane in any frame, and its textures are released', async () => {
    await page.evaluate(() => window.__track?.scroll.jumpTo(3000))
    await settle(page)
    await stageIdle(page)
    const onWork = await page.evaluate(() => window.__stage?.read())
    expect(onWork?.textureBytes ?? 0).toBeGreaterThan(0)

    await expectNoStrayGoingToAbout(page)
    await stageIdle(page)
    // Every texture on the GPU belongs to a plane of /about: none of the archive's is left.
    const after = await page.evaluate(() => {
      const stage = window.__stage
      const placed = stage?.placed() ?? []
      return {
        planes: stage?.read().planes ?? -1,
        gpuTextures: stage?.gl.info.memory.textures ?? -1,
        ready: placed.filter((p) => p.kind === 'image' && p.status === 'ready').length,
        fromWork: placed.filter((p) => p.el.closest('.work-card__link')).length,
      }
    })
    expect(after.planes).toBeLessThan(PROJECTS)
    expect(after.fromWork).toBe(0)
    expect(after.gpuTextures).toBe(after.ready)
  })
})
