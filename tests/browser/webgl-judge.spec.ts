import type { Page } from '@playwright/test'
import { GL_SETTING } from '../../src/webgl/start/gl-choice.ts'
import { decisions, expectDomTrack, stageChunks, WARM_WORKER } from './stage-judge.helpers.ts'
import { expect, test } from './stage-override.ts'
import { keepPageContexts, openVirtual, stageIdle } from './webgl.helpers.ts'

function pageContexts(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { __glCanvases: HTMLCanvasElement[] }).__glCanvases.map((c) => ({
      lost: (c.getContext('webgl2') as WebGL2RenderingContext | null)?.isContextLost() ?? true,
    })),
  )
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
