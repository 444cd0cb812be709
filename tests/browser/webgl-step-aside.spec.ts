import type { Page } from '@playwright/test'
import { GL_SETTING } from '../../src/webgl/start/gl-choice.ts'
import { expect, test } from './stage-override.ts'
import { openVirtual, readTrack, stageIdle, translateX } from './webgl.helpers.ts'

const STAGE_CHUNK = /\/assets\/Stage-/
const WARM_WORKER = /\/assets\/gpu-warm-worker-[^/]*\.js$/

/** The stage's decisions logged from now on (console.info, 'WebGL stage: …'). */
function decisions(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'info' && m.text().startsWith('WebGL stage:')) lines.push(m.text())
  })
  return lines
}

/** Requests for the WebGL chunk from now on. */
function stageChunks(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => {
    if (STAGE_CHUNK.test(r.url())) urls.push(r.url())
  })
  return urls
}

/** Keeps each canvas the page itself gives a WebGL context (a worker's are its own). */
async function keepPageContexts(page: Page): Promise<void> {
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

function pageContexts(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { __glCanvases: HTMLCanvasElement[] }).__glCanvases.map((c) => ({
      lost: (c.getContext('webgl2') as WebGL2RenderingContext | null)?.isContextLost() ?? true,
    })),
  )
}

/** The DOM track as a visitor gets it: no canvas, pictures shown, the wheel moving it. */
async function expectDomTrack(page: Page): Promise<void> {
  await expect(page.locator('.webgl-stage')).toHaveCount(0)
  expect(await page.locator('.is-gl-drawn').count()).toBe(0)
  // Every picture in view shows, once loaded, as the DOM track shows it.
  const pictures = () =>
    page.evaluate(() => {
      const inView = Array.from(
        document.querySelectorAll<HTMLElement>('[data-plane] > :is(img, video)'),
      ).filter((media) => {
        const r = media.getBoundingClientRect()
        return r.right > 0 && r.left < innerWidth
      })
      const hidden = inView.filter((media) => getComputedStyle(media).opacity !== '1')
      return { inView: inView.length, hidden: hidden.length }
    })
  await expect.poll(async () => (await pictures()).hidden).toBe(0)
  expect((await pictures()).inView).toBeGreaterThan(0)
  await page.mouse.move(720, 30)
  const before = translateX((await readTrack(page)).translate)
  await page.mouse.wheel(0, 500)
  await expect
    .poll(async () => translateX((await readTrack(page)).translate))
    .toBeLessThan(before - 100)
}

test.describe('desktop WebGL track: how the machine is judged', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')
  // These test the judgement itself: no override.
  test.use({ glForce: false })

  test('a software renderer starts on the DOM track: no WebGL chunk, no WebGL context kept, one line logged', async ({
    page,
  }) => {
    const logs = decisions(page)
    const chunks = stageChunks(page)
    await keepPageContexts(page)
    await openVirtual(page, '/')
    // The tests' Chromium renders WebGL with SwiftShader: the warm-up worker told so.
    await expect.poll(() => logs.length).toBe(1)
    expect(logs[0]).toMatch(/software renderer \(.*SwiftShader.*\)/)
    await expectDomTrack(page)
    // The next page of the visit, and the rest of its start: still no canvas, no chunk.
    await page.getByRole('banner').getByRole('link', { name: 'work', exact: true }).click()
    await expect(page).toHaveURL(/\/work$/)
    await page.waitForLoadState('networkidle')
    await expectDomTrack(page)
    expect(chunks).toEqual([])
    // The warm-up's report decides before the page makes a context; where it came too late
    // (a busy machine), the page's own probe read the renderer and dropped its context.
    const contexts = await pageContexts(page)
    expect(contexts.filter((c) => !c.lost)).toEqual([])
    expect(contexts.length).toBeLessThanOrEqual(1)
    expect(logs).toHaveLength(1)
  })

  test('where the warm-up tells nothing, the page reads the renderer from its own probe, and drops that context', async ({
    page,
  }) => {
    const logs = decisions(page)
    const chunks = stageChunks(page)
    await keepPageContexts(page)
    await page.route(WARM_WORKER, (route) => route.abort())
    await openVirtual(page, '/work')
    await expect.poll(() => logs.length).toBe(1)
    expect(logs[0]).toMatch(/software renderer \(.*SwiftShader.*\)/)
    await expectDomTrack(page)
    expect(await pageContexts(page)).toEqual([{ lost: true }])
    expect(chunks).toEqual([])
  })

  test('?gl=force keeps the canvas on a software renderer for the rest of the visit; ?gl=auto judges again', async ({
    page,
  }) => {
    const logs = decisions(page)
    await openVirtual(page, '/?gl=force')
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), GL_SETTING)).toBe('force')
    // A page of the same visit loaded afresh, with no query: the canvas again.
    await openVirtual(page, '/work')
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
    expect(logs).toEqual([])
    await openVirtual(page, '/about?gl=auto')
    await expect.poll(() => logs.length).toBe(1)
    await expectDomTrack(page)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), GL_SETTING)).toBeNull()
  })
})
