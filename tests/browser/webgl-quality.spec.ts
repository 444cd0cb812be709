import { expect, test } from './stage-override.ts'
import { openVirtual, pinRatio, settle, stageIdle } from './webgl.helpers.ts'
import { comparePlanes } from './webgl-pixels.helpers.ts'

test.describe('desktop WebGL track', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')

  // One visit to /work: the rests first, at the ratio the stage chose; then pinned low. At
  // 1440 px: at 1024 the cards' top edges fall on odd CSS pixels, inside one pixel of the
  // half-ratio canvas, where the edge check meets its blur.
  test('lone frames at rest keep the full pixel ratio: a rest is not a slow frame; at the lowest adaptive pixel ratio the planes still match their DOM images', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await openVirtual(page, '/work')
    await page.waitForFunction(() => window.__stage?.read().idle === true, undefined, {
      timeout: 30_000,
    })
    await test.step('lone frames at rest keep the full pixel ratio', async () => {
      const full = await page.evaluate(() => window.__stage?.read().dpr)
      // Forty single frames a quarter of a second apart (a texture arriving, a reveal):
      // counted with the rests between them, as drei's monitor counts, they read 4 fps and
      // would have stepped the ratio down twice by the twentieth.
      for (let i = 0; i < 40; i++) {
        await page.evaluate(() => window.__stage?.redraw())
        await page.waitForTimeout(250)
      }
      expect(await page.evaluate(() => window.__stage?.read().dpr)).toBe(full)
    })
    await test.step('at the lowest adaptive pixel ratio the planes still match', async () => {
      // What the frame-rate monitor reaches after two declines: half the device ratio.
      await pinRatio(page, 0.5)
      const size = await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.webgl-stage canvas')
        return { width: canvas?.width, cssWidth: canvas?.getBoundingClientRect().width }
      })
      expect(size).toEqual({ width: 720, cssWidth: 1440 })
      let checked = 0
      for (const position of [0, 900]) {
        await page.evaluate((p) => window.__track?.scroll.jumpTo(p), position)
        await settle(page)
        checked += await comparePlanes(page, `/work at ratio 0.5, x=${position}`)
      }
      expect(checked).toBeGreaterThan(0)
    })
  })

  test('reduced motion turns shader motion off, live', async ({ page }) => {
    await openVirtual(page, '/')
    await stageIdle(page)
    expect(await page.evaluate(() => window.__stage?.read().motion)).toBe(1)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.mouse.move(720, 30)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.__stage?.read().motion)).toBe(0)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.__stage?.read().motion)).toBe(1)
  })
})
