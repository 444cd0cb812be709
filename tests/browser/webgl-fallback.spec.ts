import type { Page } from '@playwright/test'
import { expect, GL_VIEWPORT, test } from './stage-override.ts'
import { openVirtual, readTrack, stageIdle, translateX } from './webgl.helpers.ts'

/**
 * After the stage gave up: no canvas, every DOM image visible again, and the visitor goes
 * on, virtual scroll working without it.
 */
async function expectTrackWithoutCanvas(page: Page): Promise<void> {
  await expect(page.locator('.webgl-stage')).toHaveCount(0)
  expect(await page.locator('.is-gl-drawn').count()).toBe(0)
  const opacity = await page
    .locator('[data-plane] img')
    .first()
    .evaluate((el) => getComputedStyle(el).opacity)
  expect(opacity).toBe('1')
  await page.mouse.move(720, 30)
  await page.mouse.wheel(0, 500)
  await expect.poll(async () => translateX((await readTrack(page)).translate)).toBeLessThan(-100)
}

/**
 * The first card's picture, every candidate of it: refused, as by a failing image host,
 * while the page's HTML is still loading, long before the canvas asks for it.
 */
async function refuseFirstCardPicture(page: Page): Promise<void> {
  const html = await (await page.request.get('/work')).text()
  const src = /class="media work-card__media"[^>]*>\s*<img[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1]
  expect(src, 'the first card has a picture').toBeTruthy()
  const asset = new URL(src ?? '', 'http://x').pathname
  await page.route(
    (url) => url.pathname === asset,
    (route) => route.abort(),
  )
}

test.describe('desktop WebGL track', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')
  test.use({ viewport: GL_VIEWPORT })

  test('a picture whose host refused it before the stage began keeps its DOM image, and the stage still settles', async ({
    page,
  }) => {
    await refuseFirstCardPicture(page)
    await openVirtual(page, '/work')
    // Settled: the live refresh and the list's batches that wait for it go on.
    await expect.poll(() => page.evaluate(() => window.__stage?.read().settled)).toBe(true)
    await stageIdle(page)
    const first = await page.evaluate(() => {
      const el = document.querySelector('.work-card__media')
      const plane = window.__stage?.placed().find((p) => p.el === el)
      return {
        status: plane?.status,
        shown: plane?.shown,
        domHidden: el?.classList.contains('is-gl-drawn'),
        othersDrawn: window.__stage?.read().drawn ?? 0,
      }
    })
    // Its plane gave up and draws nothing; the DOM image (its placeholder) stays in view.
    expect(first).toMatchObject({ status: 'failed', shown: false, domHidden: false })
    // The pictures that did load are on the canvas.
    expect(first.othersDrawn).toBeGreaterThan(0)
  })

  test('losing the WebGL context gives the DOM images back in the same task', async ({ page }) => {
    await openVirtual(page, '/')
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
    const leftWhenLost = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const canvas = document.querySelector<HTMLCanvasElement>('.webgl-stage canvas')
          const gl = canvas?.getContext('webgl2')
          // Registered after the stage's own listener, so it runs right after it.
          canvas?.addEventListener('webglcontextlost', () =>
            resolve(document.querySelectorAll('.is-gl-drawn').length),
          )
          gl?.getExtension('WEBGL_lose_context')?.loseContext()
        }),
    )
    expect(leftWhenLost).toBe(0)
    await expectTrackWithoutCanvas(page)
  })

  test('a program the driver will not link leaves the DOM images and drops the canvas', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.addInitScript(() => {
      const proto = WebGL2RenderingContext.prototype
      const original = proto.getProgramParameter
      proto.getProgramParameter = function (program, pname) {
        return pname === this.LINK_STATUS ? false : original.call(this, program, pname)
      }
    })
    await openVirtual(page, '/work')
    // The stage's own check of the program reports it, logged; then the stage steps aside.
    await expect.poll(() => errors.some((e) => /did not link/.test(e))).toBe(true)
    await expectTrackWithoutCanvas(page)
  })

  test('without WebGL the track scrolls and the DOM images show; no WebGL chunk loads', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    await page.addInitScript(() => {
      const proto = HTMLCanvasElement.prototype as unknown as {
        getContext: (this: HTMLCanvasElement, type: string, ...rest: unknown[]) => unknown
      }
      const original = proto.getContext
      proto.getContext = function (type, ...rest) {
        return type === 'webgl2' || type === 'webgl' ? null : original.call(this, type, ...rest)
      }
    })
    await openVirtual(page, '/')
    await page.mouse.move(720, 30)
    await page.mouse.wheel(0, 500)
    await expect.poll(async () => translateX((await readTrack(page)).translate)).toBeLessThan(-100)
    await expect(page.locator('.webgl-stage')).toHaveCount(0)
    expect(await page.locator('.is-gl-drawn').count()).toBe(0)
    expect(requested.filter((u) => /\/assets\/Stage-/.test(u))).toEqual([])
  })
})
