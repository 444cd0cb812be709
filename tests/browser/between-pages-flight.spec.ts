import type { Page } from '@playwright/test'
import {
  fourthCard,
  headingFocused,
  liveContent,
  wheelToFourthCard,
} from './between-pages.helpers.ts'
import { hydrated } from './chrome-helpers.ts'
import { expect, GL_VIEWPORT, test } from './stage-override.ts'
import { openVirtual, pinRatio, stageIdle } from './webgl.helpers.ts'

// The flight between pages on the canvas (?gl=force), read back from the canvas frame by
// frame: a work card's picture flies into its project's hero and hands over to the hero's
// plane without a jump; Back flies it into the card on the restored list; a wheel during a
// flight ends it at once; under reduced motion there is none. One page for all of it: the
// software GL is slow, so the smallest desktop viewport that shows it.

test.use({ viewport: GL_VIEWPORT, deviceScaleFactor: 1 })
test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider')

interface Box {
  left: number
  top: number
  width: number
  height: number
}

/** One frame as the probe saw it, just after the stage rendered it. */
interface Sample extends Box {
  phase: string
  shown: boolean
  /** Alpha the canvas drew at the flying picture's centre (0: blank there). */
  centre: number
  /** The opaque run through that centre on its row and column, read back from the canvas. */
  drawn: Box | null
  /** The landing place's DOM picture shows (not handed to the canvas). */
  landingDom: boolean
}

/** The landing place's element: the `index`th match of `selector`, once on the page. */
interface Landing {
  selector: string
  index: number
}

const HERO: Landing = { selector: '[data-block="blockHero"] [data-plane]', index: 0 }
const CARD: Landing = { selector: '.work-card__link [data-plane]', index: 3 }

const cardPicture = (page: Page) => fourthCard(page).locator('[data-plane]')
const hero = (page: Page) => page.locator('[data-block="blockHero"] [data-plane]').first()

async function box(locator: ReturnType<typeof cardPicture>): Promise<Box> {
  const b = await locator.boundingBox()
  if (!b) throw new Error('no box')
  return { left: b.x, top: b.y, width: b.width, height: b.height }
}

/**
 * A frame client after the stage's (so it reads the frame just rendered, before it is
 * presented): each frame, the flight's report; where the flying picture shows, the canvas's
 * alpha at its centre; once it has arrived and in the frame after, the drawn picture's edges
 * around that centre, read back along its row and column.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __samples: Sample[]
      __wheelAt: number
      __landing: { selector: string; index: number }
    }
    w.__samples = []
    w.__wheelAt = -1
    w.__landing = { selector: '[data-plane]', index: 0 }
    const stage = window.__stage
    if (!stage) throw new Error('no stage')
    const gl = stage.gl.getContext()
    const W = gl.drawingBufferWidth
    const H = gl.drawingBufferHeight
    const row = new Uint8Array(W * 4)
    const column = new Uint8Array(H * 4)
    const px = new Uint8Array(4)
    /** The opaque run through `at` along a line of `n` pixels. */
    const run = (alpha: (i: number) => number, at: number, n: number) => {
      let a = at
      let b = at
      if (alpha(at) < 128) return null
      while (a > 0 && alpha(a - 1) >= 128) a--
      while (b < n - 1 && alpha(b + 1) >= 128) b++
      return [a, b + 1] as const
    }
    const edges = (x: number, y: number) => {
      gl.readPixels(0, H - 1 - y, W, 1, gl.RGBA, gl.UNSIGNED_BYTE, row)
      gl.readPixels(x, 0, 1, H, gl.RGBA, gl.UNSIGNED_BYTE, column)
      const across = run((i) => row[i * 4 + 3] ?? 0, x, W)
      // The column comes bottom up: row i from the top is H - 1 - i.
      const down = run((i) => column[(H - 1 - i) * 4 + 3] ?? 0, y, H)
      if (!across || !down) return null
      return {
        left: across[0],
        top: down[0],
        width: across[1] - across[0],
        height: down[1] - down[0],
      }
    }
    let centre: [number, number] | null = null
    addEventListener(
      'wheel',
      () => {
        w.__wheelAt = w.__samples.length
      },
      { capture: true },
    )
    window.__track?.scroll.addClient({
      frame() {
        const f = stage.flight()
        const wasShown = centre !== null
        let alpha = 0
        if (f.shown) {
          const x = Math.round(Math.min(Math.max(f.left + f.width / 2, 0), W - 1))
          const y = Math.round(Math.min(Math.max(f.top + f.height / 2, 0), H - 1))
          gl.readPixels(x, H - 1 - y, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px)
          alpha = px[3] ?? 0
          centre = [x, y]
        }
        // Edges as the flight arrives, and in the frame after (a readback costs a frame).
        const arrived = f.shown ? f.progress >= 0.99 : wasShown
        const drawn = centre && arrived ? edges(centre[0], centre[1]) : null
        if (!f.shown) centre = null
        const { selector, index } = w.__landing
        const el = document.querySelectorAll(selector)[index]
        const landingDom = el?.checkVisibility() === true && !el.classList.contains('is-gl-drawn')
        w.__samples.push({ ...f, centre: alpha, drawn, landingDom })
        return false
      },
    })
  })
}

/** Starts a new recording of frames, for a flight landing on `landing`. */
async function record(page: Page, landing: Landing): Promise<void> {
  await page.evaluate((at) => {
    const w = window as unknown as { __samples: unknown[]; __landing: Landing }
    w.__samples = []
    w.__landing = at
  }, landing)
}

const samples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples)

/** Waits until a flight has run and handed over (or none ran), and returns the frames. */
async function flightOver(page: Page): Promise<Sample[]> {
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __samples: Sample[] }).__samples
      const flew = s.some((f) => f.phase === 'flying')
      return s.length > 2 && (!flew || s.at(-1)?.phase === 'idle')
    },
    null,
    { timeout: 30_000 },
  )
  return samples(page)
}

const near = (a: Box, b: Box, px = 1) =>
  Math.max(
    Math.abs(a.left - b.left),
    Math.abs(a.top - b.top),
    Math.abs(a.left + a.width - (b.left + b.width)),
    Math.abs(a.top + a.height - (b.top + b.height)),
  ) <= px

/** Each of the rect's edges moves one way only, from the first frame to the last. */
function expectMonotonic(frames: readonly Box[]): void {
  for (const key of ['left', 'top', 'width', 'height'] as const) {
    const values = frames.map((f) => f[key])
    const rising = (values.at(-1) ?? 0) >= (values[0] ?? 0)
    for (let i = 1; i < values.length; i++) {
      const step = (values[i] ?? 0) - (values[i - 1] ?? 0)
      expect(
        rising ? step : -step,
        `${key} at frame ${i}: ${values.join(', ')}`,
      ).toBeGreaterThanOrEqual(-0.01)
    }
  }
}

/**
 * The flight's frames (≥ 5, moving one way from `from` to `to`, the canvas never blank under
 * the picture), its last frame on `to` within 1 px as read back, and the first settled frame
 * (the landing place's own plane) on the same pixels.
 */
function expectFlight(frames: readonly Sample[], from: Box, to: Box): void {
  const flying = frames.filter((f) => f.shown)
  expect(flying.length).toBeGreaterThanOrEqual(5)
  expect(near(flying[0] as Box, from), `took off at ${JSON.stringify(flying[0])}`).toBe(true)
  expectMonotonic(flying)
  for (const f of flying) expect(f.centre, 'canvas under the flying picture').toBeGreaterThan(127)
  const last = flying.at(-1) as Sample
  expect(near(last, to), `landed at ${JSON.stringify(last)}`).toBe(true)
  // Read back: the last flight frame drew the picture on the landing place's rect (its part
  // in view)...
  const left = Math.max(to.left, 0)
  const top = Math.max(to.top, 0)
  const visibleTo = {
    left,
    top,
    width: Math.min(to.left + to.width, 1024) - left,
    height: Math.min(to.top + to.height, 640) - top,
  }
  expect(last.drawn && near(last.drawn, visibleTo), JSON.stringify(last)).toBe(true)
  // ...and the settled frame after it shows the landing place's own plane on the same pixels,
  // or, its texture still on its way (a busy machine), its DOM picture on its own rect.
  const settled = frames[frames.indexOf(last) + 1] as Sample
  expect(settled.shown).toBe(false)
  if (settled.drawn)
    expect(near(settled.drawn, last.drawn as Box), JSON.stringify(settled)).toBe(true)
  else expect(settled.landingDom, JSON.stringify(settled)).toBe(true)
}

test('a card flies into its project, Back flies it home, a wheel lands it, reduced motion cuts', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await openVirtual(page, '/work')
  await hydrated(page)
  await liveContent(page)
  await pinRatio(page, 1)
  // Three times slower: a loaded software GL draws a frame in 100–500 ms, and the readback
  // needs several of the flight (its own pace, 0.8 s, is the bench's: --only=flight).
  await page.evaluate(() => window.__stage?.paceFlight(2.4))
  await wheelToFourthCard(page)
  await stageIdle(page)
  await installProbe(page)
  const card = await box(cardPicture(page))

  await test.step('the card’s picture flies into the project’s hero and hands over to it', async () => {
    await record(page, HERO)
    await fourthCard(page).click()
    const frames = await flightOver(page)
    expectFlight(frames, card, await box(hero(page)))
    await headingFocused(page)
  })

  await test.step('Back flies the hero into the card on the restored list', async () => {
    const from = await box(hero(page))
    await stageIdle(page)
    await record(page, CARD)
    await page.goBack()
    await expect(page).toHaveURL(/\/work$/)
    const frames = await flightOver(page)
    expectFlight(frames, from, await box(cardPicture(page)))
    expect(near(await box(cardPicture(page)), card)).toBe(true)
    await headingFocused(page)
  })

  await test.step('a wheel during the flight lands it at once, with no stray plane', async () => {
    await stageIdle(page)
    await record(page, HERO)
    await fourthCard(page).click()
    await page.waitForFunction(
      () =>
        (window as unknown as { __samples: Sample[] }).__samples.filter((f) => f.shown).length >= 2,
    )
    await page.mouse.wheel(0, 120)
    const frames = await flightOver(page)
    const wheelAt = await page.evaluate(
      () => (window as unknown as { __wheelAt: number }).__wheelAt,
    )
    expect(wheelAt).toBeGreaterThan(0)
    // The first frame after the wheel shows no flying plane, nor does any after it.
    expect(frames.slice(wheelAt).some((f) => f.shown)).toBe(false)
    const read = await page.evaluate(() => window.__stage?.read())
    expect(read?.strays).toBe(0)
    // The hero shows: its plane, or its DOM picture while its texture is on its way.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.querySelector('[data-block="blockHero"] [data-plane]')
          const plane = window.__stage?.placed().find((p) => p.el === el)
          return plane?.shown === true || plane?.hidden === false
        }),
      )
      .toBe(true)
    await headingFocused(page)
  })

  await test.step('under reduced motion nothing flies', async () => {
    await page.goBack()
    await expect(page).toHaveURL(/\/work$/)
    await page.waitForFunction(() => window.__stage?.flight().phase === 'idle')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await stageIdle(page)
    await record(page, HERO)
    await fourthCard(page).click()
    await headingFocused(page)
    await page.waitForTimeout(1000)
    expect((await samples(page)).some((f) => f.phase !== 'idle')).toBe(false)
  })
})
