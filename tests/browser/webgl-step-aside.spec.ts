import type { Page } from '@playwright/test'
import { GL_SETTING } from '../../src/webgl/start/gl-choice.ts'
import { decisions, expectDomTrack, stageChunks, WARM_WORKER } from './stage-judge.helpers.ts'
import { expect, test } from './stage-override.ts'
import { openVirtual, parkMouse, pinRatio, settle, stageIdle } from './webgl.helpers.ts'
import { decode, drawnPlanes, expectPlanesMatch } from './webgl-pixels.helpers.ts'

const GPU = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0 ps_5_0, D3D11)'

/**
 * Frames held back by `window.__slowFrames` ms each (0: off), as a GPU that cannot keep up
 * holds them: every animation-frame request waits that long before it is made.
 */
const SLOW_FRAMES = () => {
  const w = window as unknown as { __slowFrames: number }
  w.__slowFrames = 0
  const request = window.requestAnimationFrame.bind(window)
  const cancel = window.cancelAnimationFrame.bind(window)
  const pending = new Map<number, { timer?: number; frame?: number }>()
  let next = 1
  window.requestAnimationFrame = (callback) => {
    const id = next++
    const ask = () => {
      const frame = request((time) => {
        pending.delete(id)
        callback(time)
      })
      pending.set(id, { frame })
    }
    if (w.__slowFrames > 0) pending.set(id, { timer: window.setTimeout(ask, w.__slowFrames) })
    else ask()
    return id
  }
  window.cancelAnimationFrame = (id) => {
    const p = pending.get(id)
    pending.delete(id)
    if (p?.timer !== undefined) window.clearTimeout(p.timer)
    if (p?.frame !== undefined) cancel(p.frame)
  }
}

/**
 * The page's own context names the same GPU: on a busy machine the warm-up may answer after
 * its wait, and the page then reads the renderer itself (UNMASKED_RENDERER_WEBGL).
 */
const REPORT_GPU = (gpu: string) => {
  const UNMASKED_RENDERER_WEBGL = 0x9246
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const get = proto.getParameter
    proto.getParameter = function (this: WebGLRenderingContext, name: number) {
      return name === UNMASKED_RENDERER_WEBGL ? gpu : get.call(this, name)
    }
  }
}

interface HandOver {
  /** Planes the canvas showed in view, checked against their elements. */
  planes: number
  /** The farthest an element sat from where the canvas last drew its plane, px. */
  offset: number
  /** DOM images still hidden under the (hidden) canvas. */
  drawn: number
  /** Pictures in view not loaded when they were shown. */
  notLoaded: number
  /** Of the first frames after it, those with a picture in view shown by neither. */
  holes: number
  frames: number
}

/**
 * Watches the hand-over: when the canvas first hides after the logged decision, checks each
 * plane it showed against its element and the DOM pictures, then samples the next frames for
 * a picture in view shown by neither. Keeps the renderer, read after the stage has gone.
 */
const WATCH_HAND_OVER = () => {
  const w = window as unknown as {
    __handOver: HandOver | null
    __decided: boolean
    __keptRenderer: unknown
  }
  const stage = window.__stage
  if (!stage) throw new Error('no stage')
  w.__keptRenderer = stage.gl
  w.__handOver = null
  w.__decided = false
  const info = console.info.bind(console)
  console.info = (...args: unknown[]) => {
    if (String(args[0]).startsWith('WebGL stage:')) w.__decided = true
    info(...args)
  }
  const canvas = stage.gl.domElement
  const inView = (r: DOMRect) =>
    r.right > 0 && r.left < innerWidth && r.bottom > 0 && r.top < innerHeight
  const pictures = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-plane]')).filter((el) =>
      inView(el.getBoundingClientRect()),
    )
  const shown = (el: HTMLElement) => {
    if (el.classList.contains('is-gl-drawn')) {
      return canvas.isConnected && canvas.style.visibility !== 'hidden'
    }
    const media = el.querySelector('img, video')
    if (media instanceof HTMLImageElement) return media.complete && media.naturalWidth > 0
    return media !== null
  }
  const sample = () => {
    const h = w.__handOver
    if (!h || h.frames >= 5) return
    h.frames++
    if (pictures().some((el) => !shown(el))) h.holes++
    requestAnimationFrame(sample)
  }
  const observer = new MutationObserver(() => {
    if (!w.__decided || canvas.style.visibility !== 'hidden') return
    observer.disconnect()
    let planes = 0
    let offset = 0
    for (const p of stage.placed()) {
      if (p.kind !== 'image' || !p.shown) continue
      const r = p.el.getBoundingClientRect()
      if (!inView(r)) continue
      planes++
      offset = Math.max(offset, Math.abs(r.left - p.left), Math.abs(r.top - p.top))
    }
    const notLoaded = pictures().filter((el) => {
      const img = el.querySelector('img')
      return img !== null && !(img.complete && img.naturalWidth > 0)
    }).length
    const drawn = document.querySelectorAll('.is-gl-drawn').length
    w.__handOver = { planes, offset, drawn, notLoaded, holes: 0, frames: 0 }
    requestAnimationFrame(sample)
  })
  observer.observe(canvas, { attributes: true, attributeFilter: ['style'] })
}

/** The start goes on as on a machine with this GPU; each animation frame can be held back. */
async function asOnASlowGpu(page: Page): Promise<void> {
  // The warm-up reports a GPU: the start goes on as on such a machine.
  await page.route(WARM_WORKER, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `postMessage(${JSON.stringify({ renderer: GPU, caveat: false })})`,
    }),
  )
  await page.addInitScript(REPORT_GPU, GPU)
  await page.addInitScript(SLOW_FRAMES)
}

/**
 * A view with whole pictures in it (a little before the first), drawn by the canvas at full
 * sharpness (a loaded machine may have stepped it down): where it is, its planes and its
 * screenshot.
 */
async function canvasView(page: Page) {
  const rest = await page.evaluate(() => {
    const first = window.__track?.layout().planes.find((p) => p.el.querySelector('img'))
    return Math.max(0, (first?.x ?? 0) - 120)
  })
  await page.evaluate((x) => window.__track?.scroll.jumpTo(x), rest)
  await settle(page)
  await stageIdle(page)
  await parkMouse(page)
  await pinRatio(page)
  await stageIdle(page)
  const planes = await drawnPlanes(page)
  expect(planes.length).toBeGreaterThan(0)
  return { rest, planes, screenshot: await decode(await page.screenshot()) }
}

const holdFrames = (page: Page, ms: number) =>
  page.evaluate((held) => {
    ;(window as unknown as { __slowFrames: number }).__slowFrames = held
  }, ms)

/**
 * From now on each frame is held 60 ms. The wheel comes in bursts, back and forth, with rests
 * between: the pixel ratio steps down at rest, twice, and three seconds of frames moving at
 * the lowest ratio decide. A rest waits for the glide's end: the ratio changes only at rest,
 * and on a loaded machine a fixed pause could end mid-glide.
 */
async function wheelUntilTheCanvasGoes(page: Page): Promise<void> {
  await holdFrames(page, 60)
  await page.mouse.move(720, 450)
  const canvasGone = async () => (await page.locator('.webgl-stage').count()) === 0
  for (let burst = 0; burst < 16 && !(await canvasGone()); burst++) {
    for (let i = 0; i < 50; i++) {
      await page.mouse.wheel(0, burst % 2 === 0 ? 80 : -80)
      await page.waitForTimeout(40)
    }
    await settle(page)
    await page.waitForTimeout(500)
  }
  await expect(page.locator('.webgl-stage')).toHaveCount(0)
  await holdFrames(page, 0)
}

/**
 * In place and whole: every picture in view shown where its plane was last drawn, loaded,
 * none left hidden, and no frame after it with a picture missing. Then the GPU's share given
 * back: the planes' textures disposed, the context released.
 */
async function expectHandOverWholeAndReleased(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __handOver: HandOver | null }).__handOver?.frames ?? 0,
      ),
    )
    .toBe(5)
  const handOver = await page.evaluate(
    () => (window as unknown as { __handOver: HandOver }).__handOver,
  )
  expect(handOver.planes).toBeGreaterThan(0)
  expect(handOver.offset).toBeLessThanOrEqual(1)
  expect(handOver).toMatchObject({ drawn: 0, notLoaded: 0, holes: 0 })
  const released = await page.evaluate(() => {
    const renderer = (
      window as unknown as {
        __keptRenderer: {
          info: { memory: { textures: number } }
          getContext: () => WebGL2RenderingContext
        }
      }
    ).__keptRenderer
    return {
      textures: renderer.info.memory.textures,
      contextLost: renderer.getContext().isContextLost(),
      stage: window.__stage === undefined,
    }
  })
  expect(released).toEqual({ textures: 0, contextLost: true, stage: true })
}

/** The same view again, now from the DOM images: as the canvas drew it. */
async function expectSameViewFromTheDom(page: Page, view: Awaited<ReturnType<typeof canvasView>>) {
  await settle(page)
  await page.evaluate((x) => window.__track?.scroll.jumpTo(x), view.rest)
  await settle(page)
  await parkMouse(page)
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[data-plane] img')).every((img) => {
      const r = img.getBoundingClientRect()
      return r.right < 0 || r.left > innerWidth || (img.complete && img.naturalWidth > 0)
    }),
  )
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  expectPlanesMatch(
    view.screenshot,
    await decode(await page.screenshot()),
    view.planes,
    '/work after the hand-over',
  )
}

/** The rest of the visit: the next page, and the page loaded again, keep the DOM track. */
async function expectTheVisitStaysOnTheDom(page: Page): Promise<void> {
  expect(await page.evaluate((key) => sessionStorage.getItem(key), GL_SETTING)).toBe('aside')
  await page.getByRole('banner').getByRole('link', { name: 'about', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expectDomTrack(page)
  const chunks = stageChunks(page)
  await openVirtual(page, '/work')
  await page.waitForLoadState('networkidle')
  await expectDomTrack(page)
  expect(chunks).toEqual([])
}

test.describe('desktop WebGL track: stepping aside at run time', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')
  // The judgement runs as on a visitor's machine: no override. At 1440 px, where a whole
  // picture fits in the view compared; its frames are held 60 ms each whatever their size.
  test.use({ glForce: false })

  test('a GPU that cannot keep up, even at the lowest pixel ratio, hands the track back in place, with no blank frame, and releases its textures for the rest of the visit', async ({
    page,
  }) => {
    // Frames held 60 ms each in software GL: the judgement takes minutes on a loaded machine.
    test.setTimeout(600_000)
    const logs = decisions(page)
    await asOnASlowGpu(page)
    await openVirtual(page, '/work')
    await page.waitForFunction(() => window.__stage !== undefined)
    await stageIdle(page)
    expect(logs).toEqual([])
    const view = await canvasView(page)
    await page.evaluate(() => window.__stage?.pinDpr(null))
    await page.evaluate(WATCH_HAND_OVER)
    await wheelUntilTheCanvasGoes(page)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/per second while moving, at the lowest pixel ratio/)
    await expectHandOverWholeAndReleased(page)
    await expectSameViewFromTheDom(page, view)
    await expectTheVisitStaysOnTheDom(page)
  })
})
