import { expect, type Page } from '@playwright/test'
import { readTrack, translateX } from './webgl.helpers.ts'

/** Shared by the specs of the stage's judgement: what the page decided, and its DOM track. */

const STAGE_CHUNK = /\/assets\/Stage-/
export const WARM_WORKER = /\/assets\/gpu-warm-worker-[^/]*\.js$/

/** The stage's decisions logged from now on (console.info, 'WebGL stage: …'). */
export function decisions(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'info' && m.text().startsWith('WebGL stage:')) lines.push(m.text())
  })
  return lines
}

/** Requests for the WebGL chunk from now on. */
export function stageChunks(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => {
    if (STAGE_CHUNK.test(r.url())) urls.push(r.url())
  })
  return urls
}

/** The DOM track as a visitor gets it: no canvas, pictures shown, the wheel moving it. */
export async function expectDomTrack(page: Page): Promise<void> {
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
