import { expect, type Page, test } from '@playwright/test'
import { hydrated } from './chrome-helpers.ts'

/** Warnings the page logs from now on. */
function warnings(page: Page): string[] {
  const list: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning') list.push(msg.text())
  })
  return list
}

const flag = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-fullscreen-video'))

async function openHome(page: Page) {
  await page.goto('/')
  // The reel's URL comes from the content: wait until the player has it.
  await expect(page.locator('[data-reel] video')).toHaveAttribute('src', /\/files\//)
  // 'View Reel' is a script button and the prerendered HTML already holds the URL: a click
  // before React has taken the root is the browser's alone and opens nothing.
  await hydrated(page)
}

/** Leaves full screen and times the flag from the fullscreenchange event. */
function exitFullScreenTimed(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ atExit: boolean; clearedAfter: number; paused: boolean }>((resolve, reject) => {
        const root = document.documentElement
        if (!document.fullscreenElement) reject(new Error('left full screen on its own'))
        let exitAt = 0
        let atExit = false
        // Window capture runs before the player's own listener on the document.
        window.addEventListener(
          'fullscreenchange',
          () => {
            exitAt = performance.now()
            atExit = root.hasAttribute('data-fullscreen-video')
          },
          { once: true, capture: true },
        )
        new MutationObserver((_, observer) => {
          if (root.hasAttribute('data-fullscreen-video')) return
          observer.disconnect()
          const v = document.querySelector<HTMLVideoElement>('[data-reel] video')
          resolve({ atExit, clearedAfter: performance.now() - exitAt, paused: !!v?.paused })
        }).observe(root, { attributes: true, attributeFilter: ['data-fullscreen-video'] })
        document.exitFullscreen().catch(reject)
      }),
  )
}

test.describe('showreel', () => {
  test('View Reel plays the reel full screen; on exit it pauses and the flag clears 200 ms later', async ({
    page,
  }) => {
    await openHome(page)
    const video = page.locator('[data-reel] video')
    await expect(video).toHaveAttribute('preload', 'none')
    expect(await flag(page)).toBe(false)
    await page.getByRole('button', { name: 'View Reel' }).click()
    // The player's code is a chunk of its own, requested as home hydrates: a click before it
    // has come waits for it.
    await expect.poll(() => flag(page)).toBe(true)
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.matches('[data-reel] video')))
      .toBe(true)
    await expect(video).toHaveAttribute('controls', '')
    const timing = await exitFullScreenTimed(page)
    expect(timing.atExit).toBe(true)
    // A timer never fires early: cleared no sooner than 200 ms after the exit.
    expect(timing.clearedAfter).toBeGreaterThanOrEqual(199)
    expect(timing.paused).toBe(true)
    await expect(page.locator('[data-reel]')).toBeHidden()
    await expect(page.getByRole('button', { name: 'View Reel' })).toBeFocused()
  })

  test('when full screen fails it warns and shows the reel in an overlay; Esc closes it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      HTMLElement.prototype.requestFullscreen = () =>
        Promise.reject(new TypeError('Full screen is not allowed here'))
    })
    const logged = warnings(page)
    await openHome(page)
    const viewReel = page.getByRole('button', { name: 'View Reel' })
    await viewReel.click()
    const dialog = page.getByRole('dialog', { name: 'Showreel' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-mode', 'overlay')
    const box = await dialog.boundingBox()
    expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize() })
    await expect(dialog.getByRole('button', { name: 'Close showreel' })).toBeFocused()
    await expect(dialog.locator('video')).toHaveAttribute('controls', '')
    await expect.poll(() => logged.some((w) => /full screen failed/i.test(w))).toBe(true)
    expect(await flag(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(viewReel).toBeFocused()
    await expect.poll(() => flag(page)).toBe(false)
    expect(
      await page.locator('[data-reel] video').evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true)
  })

  test('when playback fails it warns and keeps the player up with controls', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLElement.prototype.requestFullscreen = () => Promise.reject(new Error('no full screen'))
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('blocked', 'NotAllowedError'))
    })
    const logged = warnings(page)
    await openHome(page)
    await page.getByRole('button', { name: 'View Reel' }).click()
    const dialog = page.getByRole('dialog', { name: 'Showreel' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => logged.some((w) => /playback failed/i.test(w))).toBe(true)
    await expect(dialog.locator('video')).toBeVisible()
    await expect(dialog.locator('video')).toHaveAttribute('controls', '')
    await dialog.getByRole('button', { name: 'Close showreel' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => flag(page)).toBe(false)
  })
})
