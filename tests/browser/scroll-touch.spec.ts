import type { Browser } from '@playwright/test'
import { expect, test } from './stage-override.ts'
import { openVirtual, readTrack, settle } from './webgl.helpers.ts'

// The desktop virtual track on a large touch screen: real touch events through CDP.
test.skip(({ isMobile }) => isMobile, 'desktop virtual scroll only')

declare global {
  interface Window {
    /** The pointer events a test swipe produced, with the track position at each. */
    __swipe?: string[]
  }
}

/** A 1440×900 touch screen, and a finger driven through CDP (real touch events). */
async function touchScreen(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    hasTouch: true,
  })
  const page = await context.newPage()
  await openVirtual(page, path)
  // What the page sees of each swipe: pointer events, with the track position at each.
  await page.evaluate(() => {
    const note = (e: PointerEvent) => {
      const seen = window.__swipe
      if (!seen || e.pointerType === 'mouse') return
      const at = Math.round(window.__track?.scroll.current ?? -1)
      // A press outside the scroller never drags (a touch's moves follow its press).
      const target = e.target instanceof Element ? e.target : null
      const outside =
        e.type === 'pointerdown' && !target?.closest('.scroller')
          ? `(on ${target?.tagName.toLowerCase()}.${target?.className}, outside the scroller)`
          : ''
      if (e.type !== 'pointermove' || seen.at(-1)?.startsWith('pointermove') !== true)
        seen.push(`${e.type}@${at}${outside}`)
      else seen[seen.length - 1] = `pointermove…@${at}`
    }
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const) {
      window.addEventListener(type, note, { capture: true })
    }
  })
  const cdp = await context.newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    })
  /**
   * One straight swipe in 50 px steps, returning once the page handled the release: CDP
   * answers a touch when queued, and mid-drag `current` equals `target`, so an early reading
   * looks settled halfway. What the page saw comes back for failure messages.
   */
  const swipe = async (x0: number, y0: number, x1: number, y1: number) => {
    await page.evaluate(() => {
      window.__swipe = []
    })
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / 50
    await touch('touchStart', x0, y0)
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps)
    }
    await touch('touchEnd', x1, y1)
    await page.waitForFunction(() =>
      window.__swipe?.some((e) => e.startsWith('pointerup') || e.startsWith('pointercancel')),
    )
    return page.evaluate(() => window.__swipe?.join(' ') ?? '')
  }
  return { context, page, swipe }
}

test('touch drag moves the track on a large touch screen', async ({ browser }) => {
  const { context, page, swipe } = await touchScreen(browser, '/about')
  const seen = await swipe(1000, 450, 500, 450)
  const t = await settle(page)
  expect(t.current, `the page saw: ${seen}`).toBeGreaterThanOrEqual(480)
  await context.close()
})

test('a vertical swipe moves the track and flings on the way it went', async ({ browser }) => {
  const { context, page, swipe } = await touchScreen(browser, '/about')
  const seen = await swipe(720, 800, 720, 400)
  const t = await settle(page)
  // 400 px under the finger, then the release carries it on forward, never back (how far
  // depends on the finger's speed, which this busy machine does not keep steady).
  expect(t.current, `the page saw: ${seen}`).toBeGreaterThan(402)
  await context.close()
})

test('on careers a swipe past the track end goes on down the page to the job board', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page, swipe } = await touchScreen(browser, '/careers')
  // The openings below the track come in a chunk of their own after hydration: until then the
  // page has nothing to go down to.
  await expect(page.getByRole('region', { name: 'Current openings' })).toBeVisible()
  // Reduced motion: a release lands at once, so each swipe ends where it is read.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() => window.__track?.scroll.jumpTo(window.__track.scroll.limit))
  await settle(page)
  await swipe(720, 800, 720, 300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  const t = await readTrack(page)
  expect(t.current).toBe(t.limit)
  // And back: swipes down bring the page back to its top (how far the release flung it
  // depends on the finger's speed), then the track moves back again.
  for (let i = 0; i < 6 && (await page.evaluate(() => window.scrollY)) > 0; i++) {
    await swipe(720, 100, 720, 800)
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await swipe(300, 450, 900, 450)
  expect((await settle(page)).current).toBeLessThan(t.limit - 400)
  await context.close()
})
