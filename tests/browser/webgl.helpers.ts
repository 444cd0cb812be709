import { expect, type Page } from '@playwright/test'
import { twoFrames } from './chrome-helpers.ts'

/** Shared by the WebGL and virtual-scroll specs: waits and reads of the debug hooks. */

export interface TrackReading {
  target: number
  current: number
  progress: number
  limit: number
  atEnd: boolean
  translate: string
  scrollLeft: number
}

/** Opens a path at desktop size and waits until the virtual track runs and has measured. */
export async function openVirtual(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains('is-virtual') &&
      (window.__track?.layout().limit ?? 0) > 0,
  )
}

/**
 * Fixes the canvas at `ratio` (the device's own by default) and waits until it draws at
 * it. Pixel comparisons at full sharpness pin it: on a loaded machine the adaptive ratio
 * may step down mid-test (the lowered ratio has its own tests).
 */
export async function pinRatio(page: Page, ratio?: number): Promise<void> {
  await page.waitForFunction(() => window.__stage !== undefined)
  const wanted = await page.evaluate((r) => {
    const dpr = r ?? window.devicePixelRatio
    window.__stage?.pinDpr(dpr)
    return dpr
  }, ratio)
  await page.waitForFunction((dpr) => window.__stage?.read().dpr === dpr, wanted)
}

export async function readTrack(page: Page): Promise<TrackReading> {
  return page.evaluate(() => {
    const t = window.__track
    if (!t) throw new Error('virtual track not running')
    const scroller = document.querySelector<HTMLElement>('main.scroller')
    return {
      target: t.scroll.target,
      current: t.scroll.current,
      progress: t.state.motion.progress,
      limit: t.scroll.limit,
      atEnd: t.state.atEnd,
      translate: document.querySelector<HTMLElement>('[data-track]')?.style.translate ?? '',
      scrollLeft: scroller?.scrollLeft ?? -1,
    }
  })
}

/** Waits until the damped scroll has reached its target. */
export async function settle(page: Page): Promise<TrackReading> {
  await page.waitForFunction(() => {
    const s = window.__track?.scroll
    return s !== undefined && s.current === s.target && !s.snapping
  })
  return readTrack(page)
}

/**
 * Waits until the stage has drawn every plane near the view and stopped animating. Two
 * frames pass first: right after a jump the stage has not yet seen the planes it must
 * load, and would look idle.
 */
export async function stageIdle(page: Page): Promise<void> {
  await twoFrames(page)
  await page.waitForFunction(() => {
    const read = window.__stage?.read()
    return read?.idle === true && read.pendingUploads === 0 && read.loading === 0
  })
}

/** x translation of the track, px (negative: scrolled forward), from its `translate`. */
export function translateX(translate: string): number {
  const match = /^(-?[\d.]+)px/.exec(translate.trim())
  return match ? Number(match[1]) : 0
}

interface OffsetProbe {
  frames: number
  planes: number
  worst: number
}

/**
 * Adds a frame client that runs after the stage placed its planes in the same frame and
 * compares every shown plane with its element's rect (a test may force layout there),
 * keeping the worst offset in px.
 */
async function installOffsetProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __offset: OffsetProbe }
    w.__offset = { frames: 0, planes: 0, worst: 0 }
    window.__track?.scroll.addClient({
      frame() {
        let counted = false
        for (const p of window.__stage?.placed() ?? []) {
          if (!p.shown) continue
          const r = p.el.getBoundingClientRect()
          if (r.right < 0 || r.left > innerWidth) continue
          counted = true
          w.__offset.planes++
          w.__offset.worst = Math.max(
            w.__offset.worst,
            Math.abs(r.left - p.left),
            Math.abs(r.top - p.top),
            Math.abs(r.width - p.width),
            Math.abs(r.height - p.height),
          )
        }
        if (counted) w.__offset.frames++
        return false
      },
    })
  })
}

function readOffset(page: Page): Promise<OffsetProbe> {
  return page.evaluate(() => (window as unknown as { __offset: OffsetProbe }).__offset)
}

/** Wheels until the probe has checked enough frames (software WebGL under load is slow). */
async function wheelUntilChecked(page: Page, delta = 120): Promise<void> {
  await page.mouse.move(720, 30)
  for (let i = 0; i < 60 && (i < 12 || (await readOffset(page)).frames < 8); i++) {
    await page.mouse.wheel(0, delta)
    await page.waitForTimeout(40)
  }
}

/**
 * Samples `__stage.read().strays` every frame for 1.5 s and at least 8 frames, from now:
 * start it, do the route change, then `collectStrays`.
 */
async function sampleStrays(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __strays: number[]; __sampled: boolean }
    w.__strays = []
    w.__sampled = false
    const started = performance.now()
    const sample = () => {
      w.__strays.push(window.__stage?.read().strays ?? -1)
      if (performance.now() - started < 1500 || w.__strays.length < 8) {
        requestAnimationFrame(sample)
      } else w.__sampled = true
    }
    requestAnimationFrame(sample)
  })
}

async function collectStrays(page: Page): Promise<number[]> {
  await page.waitForFunction(() => (window as unknown as { __sampled: boolean }).__sampled)
  return page.evaluate(() => (window as unknown as { __strays: number[] }).__strays)
}

/** GPU objects three.js holds (textures, geometries, linked programs), and ready planes. */
export function gpuObjects(page: Page) {
  return page.evaluate(() => {
    const gl = window.__stage?.gl
    const placed = window.__stage?.placed() ?? []
    return {
      textures: gl?.info.memory.textures ?? -1,
      geometries: gl?.info.memory.geometries ?? -1,
      programs: gl?.info.programs?.length ?? -1,
      readyPlanes: placed.filter((p) => p.kind === 'image' && p.status === 'ready').length,
    }
  })
}

/** Wheels from here and checks each frame that every shown plane sits within 1 px. */
export async function expectPlanesOnElementsWhileWheeling(page: Page): Promise<void> {
  await installOffsetProbe(page)
  await wheelUntilChecked(page)
  await settle(page)
  const offset = await readOffset(page)
  expect(offset.frames).toBeGreaterThan(3)
  expect(offset.planes).toBeGreaterThan(offset.frames)
  expect(offset.worst).toBeLessThanOrEqual(1)
}

/** From now on, counts each time the canvas is hidden (its rects gone stale): read with `canvasHides`. */
export async function countCanvasHides(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __hidden: number }
    w.__hidden = 0
    const canvas = window.__stage?.gl.domElement
    if (!canvas) return
    new MutationObserver(() => {
      if (canvas.style.visibility === 'hidden') w.__hidden++
    }).observe(canvas, { attributes: true, attributeFilter: ['style'] })
  })
}

export function canvasHides(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __hidden: number }).__hidden)
}

/**
 * From the page's start, keeps in `window.__glCanvases` each canvas the page itself gives a
 * WebGL context (a worker's contexts are its own).
 */
export async function keepPageContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __glCanvases: HTMLCanvasElement[] }
    w.__glCanvases = []
    const proto = HTMLCanvasElement.prototype as unknown as {
      getContext: (this: HTMLCanvasElement, type: string, ...rest: unknown[]) => unknown
    }
    const original = proto.getContext
    proto.getContext = function (type, ...rest) {
      const context = original.call(this, type, ...rest)
      if (context && /webgl/.test(type) && !w.__glCanvases.includes(this)) w.__glCanvases.push(this)
      return context
    }
  })
}

/** Goes to /about by the header's link, checking each frame on the way that no plane of the last page shows. */
export async function expectNoStrayGoingToAbout(page: Page): Promise<void> {
  await sampleStrays(page)
  await page.getByRole('banner').getByRole('link', { name: 'about', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  const strays = await collectStrays(page)
  expect(strays.length).toBeGreaterThan(3)
  expect(Math.max(...strays)).toBe(0)
}

/** Moves the mouse to the bottom-left corner, off the pictures (no hover, no cursor over them). */
export async function parkMouse(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 900
  await page.mouse.move(2, height - 2)
}
