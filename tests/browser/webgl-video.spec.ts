import type { Page } from '@playwright/test'
import { expect, test } from './stage-override.ts'
import { openVirtual, settle, stageIdle } from './webgl.helpers.ts'

/** An init script: no element is ever reported on screen. */
const NO_INTERSECTIONS = () => {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}

interface FramesAtRest {
  videoFrames: number
  renders: number
  displayFrames: number
  pageCallbacks: number
  held: number
}

/**
 * Three seconds at rest: the video's frames (requestVideoFrameCallback) against the canvas's
 * renders and the page's animation frames; at a quarter speed the reel's frames fall well apart
 * from the display's, even on a slow software GL.
 */
function countFramesAtRest(page: Page): Promise<FramesAtRest | null> {
  return page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('.home-intro__reel-frame video')
    const info = window.__stage?.gl.info.render
    if (!video || !info) return null
    video.playbackRate = 0.25
    let videoFrames = 0
    let on = true
    const count = () => {
      videoFrames++
      if (on) video.requestVideoFrameCallback(count)
    }
    video.requestVideoFrameCallback(count)
    const w = window as unknown as { __rafRuns: number }
    const before = info.frame
    const heldBefore = window.__stage?.read().heldFrames ?? 0
    const runsBefore = w.__rafRuns
    const start = performance.now()
    let displayFrames = 0
    while (performance.now() - start < 3000) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      displayFrames++
    }
    on = false
    // The page's own callbacks: all of them but this loop's.
    const pageCallbacks = w.__rafRuns - runsBefore - displayFrames
    const held = (window.__stage?.read().heldFrames ?? 0) - heldBefore
    return { videoFrames, renders: info.frame - before, displayFrames, pageCallbacks, held }
  })
}

function expectOneRenderPerVideoFrame(counted: FramesAtRest): void {
  const { videoFrames, renders, displayFrames, pageCallbacks, held } = counted
  // The loop wakes at the video's frames and sleeps between them: one animation frame
  // per render, not one per display frame. The only others are frames that held a video
  // frame back while the GPU caught up (a busy machine), each counted.
  expect(pageCallbacks).toBeLessThanOrEqual(renders + held + 3)
  expect(held).toBeLessThan(displayFrames)
  // The video moved on the canvas (about 18 frames; fewer when the machine is busy)...
  expect(renders).toBeGreaterThan(3)
  // ...at its own pace (slowed, about 6 frames a second; the display runs faster).
  expect(renders).toBeLessThanOrEqual(videoFrames + 2)
  expect(displayFrames).toBeGreaterThan(videoFrames)
}

test.describe('desktop WebGL track', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')

  test('a video plane near view loads its first frame even if the video never was on screen', async ({
    page,
  }) => {
    // The loop video waits at preload="none" until it is first on screen (useAutoplay's
    // observer, switched off here): a visitor who jumps past it before then must not leave
    // its plane waiting for a frame that never comes.
    await page.addInitScript(NO_INTERSECTIONS)
    await openVirtual(page, '/')
    await page.waitForFunction(() =>
      window.__stage?.placed().some((p) => p.el.querySelector('video')),
    )
    // Just far enough that the video's plane is off screen but near view.
    await page.evaluate(() => {
      const plane = window.__track?.layout().planes.find((p) => p.el.querySelector('video'))
      if (plane) window.__track?.scroll.jumpTo(plane.x + plane.width + 200)
    })
    await settle(page)
    await stageIdle(page)
    const video = await page.evaluate(() => {
      const placed = window.__stage?.placed().find((p) => p.el.querySelector('video'))
      return { status: placed?.status, left: placed?.left ?? 0, width: placed?.width ?? 0 }
    })
    expect(video.left + video.width).toBeLessThan(0)
    expect(video.status).toBe('ready')
  })

  test('at rest, a playing video plane is drawn once per video frame, and its pace keeps the pixel ratio', async ({
    page,
  }) => {
    // Every animation-frame callback the page runs, counted as it runs.
    await page.addInitScript(() => {
      const w = window as unknown as { __rafRuns: number }
      w.__rafRuns = 0
      const request = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) =>
        request((time) => {
          w.__rafRuns++
          callback(time)
        })
    })
    await openVirtual(page, '/')
    await stageIdle(page)
    const reel = page.locator('.home-intro__reel-frame')
    await expect(reel).toHaveClass(/is-gl-drawn/)
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('.home-intro__reel-frame video')
      return video !== null && !video.paused && video.currentTime > 0
    })
    const counted = await countFramesAtRest(page)
    expect(counted).not.toBeNull()
    if (counted) expectOneRenderPerVideoFrame(counted)
    // And no render run was slow enough to lower the ratio: it is still the device's.
    expect((await page.evaluate(() => window.__stage?.read().dpr)) ?? 0).toBe(
      await page.evaluate(() => window.devicePixelRatio),
    )
  })

  test('a video started from the keyboard plays on the canvas, not as a still frame', async ({
    page,
  }) => {
    // Under reduced motion the project's video waits for the visitor's Play; pressed from
    // the keyboard, nothing moves the track or the pointer to wake the canvas.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openVirtual(page, '/work/after-dark')
    await stageIdle(page)
    const play = page.getByRole('button', { name: 'Play video' })
    await play.focus()
    await settle(page)
    await stageIdle(page)
    await expect(page.locator('.wb__video')).toHaveClass(/is-gl-drawn/)
    const before = await page.evaluate(() => window.__stage?.gl.info.render.frame ?? 0)
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('.wb__video video')
      return video !== null && !video.paused && video.currentTime > 0
    })
    // The canvas draws the video's new frames, not one still. How many a second depends on
    // the machine and its load, so the count is awaited rather than read at a set time: a
    // still frame never gets past one or two.
    await expect
      .poll(() =>
        page.evaluate((from) => (window.__stage?.gl.info.render.frame ?? 0) - from, before),
      )
      .toBeGreaterThan(5)
  })
})
