import type { Page } from '@playwright/test'
import { CARDS_PER_BATCH, CARDS_PER_GROUP, FIRST_CARDS } from '../../src/pages/work/progressive.ts'
import { ARCHIVE, archiveSite } from './archive-site.ts'
import { HYDRATION_ERROR } from './prerender.helpers.ts'
import { expect, test } from './stage-override.ts'
import { canvasHides, countCanvasHides } from './webgl.helpers.ts'

// A site built from an archive of 200 projects (archive-server.ts, once per run), as a studio
// with that archive deploys it: /work is prerendered with its first cards and a plain list of
// links to the rest, and renders the rest in batches once the first view is out.

const PROJECTS = ARCHIVE.projects
let site = ''

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async ({ browserName: _ }, info) => {
  // The first worker to ask waits for the build: minutes on a busy machine.
  info.setTimeout(330_000)
  site = await archiveSite()
})

const cardCount = (page: Page) => page.locator('.work-card').count()

/**
 * An init script: each batch of cards waits for an idle period, and these are held until
 * the test lets them through, one round (`__idle`) or all from then on (`__openIdle`).
 * Otherwise a quick machine can have the list whole before the test looks.
 */
const HOLD_IDLE = () => {
  const held: (() => void)[] = []
  const native = window.requestIdleCallback.bind(window)
  let open = false
  window.requestIdleCallback = (run, options) => {
    if (open) return native(run, options)
    held.push(() => run({ didTimeout: false, timeRemaining: () => 50 }))
    return held.length
  }
  const w = window as unknown as IdleGate
  w.__idle = () => {
    for (const next of held.splice(0)) next()
  }
  w.__openIdle = () => {
    open = true
    w.__idle()
  }
}
interface IdleGate {
  __idle: () => void
  __openIdle: () => void
}

/**
 * /work with idle periods held (HOLD_IDLE), once the canvas has drawn its whole first view
 * (one plane can come earlier), so the first batch waits for an idle period only: a release
 * before the batch asks for one lets nothing through.
 */
async function openHeld(page: Page): Promise<void> {
  await page.addInitScript(HOLD_IDLE)
  await page.goto(`${site}/work`)
  await page.waitForFunction(() => window.__stage?.read().settled === true, undefined, {
    timeout: 60_000,
  })
}

/**
 * Lets idle periods through until the next batch is in, `cards` in all; one check-and-release
 * per task never passes two batches. It repeats for a batch released in a glide's last frame,
 * which finds the track still gliding and asks again 100 ms later.
 */
async function nextBatch(page: Page, cards: number): Promise<void> {
  const before = await cardCount(page)
  await expect
    .poll(() =>
      page.evaluate((before) => {
        const now = document.querySelectorAll('.work-card').length
        if (now === before) (window as unknown as IdleGate).__idle()
        return now
      }, before),
    )
    .toBe(cards)
}

/** Every card's box along the track, px, and whether it is rendered or skipped. */
function cardBoxes(page: Page) {
  return page.evaluate(() => {
    const track = document.querySelector('[data-track]')?.getBoundingClientRect()
    return Array.from(document.querySelectorAll('.work-card'), (card) => {
      const r = card.getBoundingClientRect()
      return {
        left: r.left - (track?.left ?? 0),
        width: r.width,
        rendered: card.checkVisibility({ contentVisibilityAuto: true }),
      }
    })
  })
}

const GROUPS = Math.ceil(PROJECTS / CARDS_PER_GROUP)
const skippableGroups = (page: Page) => page.locator('.work-chunk[data-skippable]').count()

/** The boxes with skipping switched off match the boxes with it on, within 0.5 px. */
async function expectSameBoxes(page: Page) {
  const skipped = await cardBoxes(page)
  const off = await page.addStyleTag({
    content: '.work-chunk[data-skippable] { content-visibility: visible !important }',
  })
  const whole = await cardBoxes(page)
  await off.evaluate((el) => (el as HTMLElement).remove())
  expect(whole.every((c) => c.rendered)).toBe(true)
  const drift = skipped.map((c, i) =>
    Math.max(Math.abs(c.left - (whole[i]?.left ?? 0)), Math.abs(c.width - (whole[i]?.width ?? 0))),
  )
  expect(Math.max(...drift)).toBeLessThan(0.5)
  return skipped
}

test.describe('/work on a site built from a 200-project archive: the first view', () => {
  test('without JavaScript, the page holds the first cards and a link to every other project', async ({
    browser,
  }, info) => {
    const off = await browser.newContext({
      javaScriptEnabled: false,
      viewport: info.project.use.viewport ?? { width: 390, height: 844 },
    })
    try {
      const page = await off.newPage()
      await page.goto(`${site}/work`)
      expect(await cardCount(page)).toBe(FIRST_CARDS)
      const more = page.locator('.work-more a')
      await expect(page.locator('.work-more')).toBeVisible()
      const hrefs = await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toHaveLength(PROJECTS - FIRST_CARDS)
      // The archive's projects in order (archive-dataset.ts numbers their slugs from 1).
      expect(hrefs[0]).toMatch(new RegExp(`-${FIRST_CARDS + 1}$`))
      expect(hrefs.at(-1)).toMatch(new RegExp(`-${PROJECTS}$`))
      expect(new Set(hrefs).size).toBe(hrefs.length)
    } finally {
      await off.close()
    }
  })

  test('hydrates with no error, then shows every project in order and drops the list of links', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || HYDRATION_ERROR.test(m.text())) errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(String(e)))
    await page.goto(`${site}/work`)
    await expect.poll(() => cardCount(page), { timeout: 60_000 }).toBe(PROJECTS)
    await expect(page.locator('.work-more')).toHaveCount(0)
    const titles = await page.locator('.work-card__title').allTextContents()
    expect(titles[0]).toMatch(/ 1$/)
    expect(titles[FIRST_CARDS]).toMatch(new RegExp(` ${FIRST_CARDS + 1}$`))
    expect(titles.at(-1)).toMatch(new RegExp(` ${PROJECTS}$`))
    expect(errors).toEqual([])
  })
})

test.describe('/work on a site built from a 200-project archive: batches', () => {
  test('the cards that follow the first view never send the canvas back to the DOM pictures', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the canvas runs at 1024 px and wider only')
    await openHeld(page)
    // From the first view drawn on: every time the canvas is hidden (rects gone stale).
    await countCanvasHides(page)
    const before = await cardCount(page)
    expect(before).toBeLessThan(PROJECTS)
    await page.evaluate(() => (window as unknown as IdleGate).__openIdle())
    await expect
      .poll(() => page.evaluate(() => window.__stage?.read().planes), { timeout: 60_000 })
      .toBe(PROJECTS)
    expect(await canvasHides(page)).toBe(0)
    expect(await page.evaluate(() => window.__stage?.read().strays)).toBe(0)
  })

  test('a batch waits for the track to come to rest: none goes in during a glide', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the virtual track runs at 1024 px and wider only')
    await openHeld(page)
    const gliding = () =>
      page.evaluate(() => {
        const s = window.__track?.scroll
        return s !== undefined && (s.current !== s.target || s.velocity !== 0)
      })
    // A long glide, and an idle period let through in the middle of it.
    await page.evaluate(() => window.__track?.scroll.scrollTo(window.__track.scroll.limit))
    await page.evaluate(() => (window as unknown as IdleGate).__idle())
    await page.waitForTimeout(300)
    expect(await gliding()).toBe(true)
    expect(await cardCount(page)).toBe(FIRST_CARDS)
    // At rest, the next idle period brings the batch.
    await expect.poll(gliding).toBe(false)
    await nextBatch(page, FIRST_CARDS + CARDS_PER_BATCH)
  })

  test('a visitor at the end of the cards so far sees the track grow with each batch', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the virtual track runs at 1024 px and wider only')
    // Each batch is let through one at a time.
    const limit = () => page.evaluate(() => window.__track?.layout().limit ?? 0)
    await openHeld(page)
    const first = await limit()
    expect(first).toBeGreaterThan(0)
    expect(await cardCount(page)).toBe(FIRST_CARDS)

    // Away from the end, a batch going in does not re-measure the track.
    await nextBatch(page, FIRST_CARDS + CARDS_PER_BATCH)
    await page.waitForTimeout(500)
    expect(await limit()).toBe(first)

    // Reaching the end measures the cards already in...
    await page.keyboard.press('End')
    await expect.poll(limit).toBeGreaterThan(first)
    const second = await limit()
    await expect
      .poll(() => page.evaluate(() => window.__stage?.read().planes))
      .toBe(FIRST_CARDS + CARDS_PER_BATCH)
    // ...and at the end, each batch that goes in extends the track.
    await page.keyboard.press('End')
    // A glide over a batch of cards: on a busy machine its frames come slowly.
    await expect
      .poll(() => page.evaluate(() => window.__track?.scroll.current), { timeout: 60_000 })
      .toBe(second)
    await nextBatch(page, FIRST_CARDS + 2 * CARDS_PER_BATCH)
    await expect.poll(limit).toBeGreaterThan(second)
    expect(await cardCount(page)).toBeLessThan(PROJECTS)
  })
})

test.describe('/work on a site built from a 200-project archive: pictures and skipped groups', () => {
  test('on the desktop track, a batch card loads its picture when the track goes near it', async ({
    page,
    isMobile,
  }) => {
    const withSource = () =>
      page
        .locator('.work-card img')
        .evaluateAll((imgs) => imgs.map((img, i) => (img.hasAttribute('src') ? i : -1)))
        .then((list) => list.filter((i) => i >= 0))
    await page.goto(`${site}/work`)
    await expect.poll(() => cardCount(page), { timeout: 60_000 }).toBe(PROJECTS)
    if (isMobile) {
      // Native scrolling: the browser's own lazy loading, with every source in place.
      expect(await withSource()).toHaveLength(PROJECTS)
      return
    }
    await expect
      .poll(() => page.evaluate(() => window.__stage?.read().planes), { timeout: 60_000 })
      .toBe(PROJECTS)
    // At the start, the prerendered cards have their sources; cards far along wait.
    const atStart = await withSource()
    for (let i = 0; i < FIRST_CARDS; i++) expect(atStart).toContain(i)
    expect(atStart.length).toBeLessThan(PROJECTS / 2)
    // A jump to the end loads what it lands on, plane included, not what it passes.
    await page.keyboard.press('End')
    const last = page.locator('.work-card').last()
    await expect(last.locator('[data-plane]')).toHaveClass(/is-gl-drawn/, { timeout: 30_000 })
    expect(
      await last.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
    ).toBe(true)
    const atEnd = await withSource()
    expect(atEnd).toContain(PROJECTS - 1)
    expect(atEnd).not.toContain(Math.round(PROJECTS / 2))
  })

  test('away from the view the browser skips whole groups of cards, each at the size it has laid out', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`${site}/work`)
    await expect.poll(() => cardCount(page), { timeout: 60_000 }).toBe(PROJECTS)
    await expect.poll(() => skippableGroups(page)).toBe(GROUPS)
    const atStart = await expectSameBoxes(page)
    // The first cards are drawn; the last group, far along the track, is skipped.
    expect(atStart[0]?.rendered).toBe(true)
    expect(atStart.at(-1)?.rendered).toBe(false)

    // At the end, the last cards are drawn and the first skipped.
    if (isMobile) {
      await page.evaluate(() => {
        const scroller = document.querySelector('main.scroller')
        scroller?.scrollTo({ left: scroller.scrollWidth, behavior: 'instant' })
      })
    } else {
      await page.keyboard.press('End')
      await expect.poll(() => page.evaluate(() => window.__track?.state.atEnd)).toBe(true)
    }
    await expect.poll(async () => (await cardBoxes(page)).at(-1)?.rendered).toBe(true)
    expect((await cardBoxes(page))[0]?.rendered).toBe(false)

    // A window of another height sizes every picture anew: groups are laid out again,
    // skipped ones included, and skipped again at their new size.
    const size = page.viewportSize() ?? { width: 1440, height: 900 }
    // The page hears of the resize at its next frame: until then every group is still
    // marked at its old size, and counting the marks would not wait for the new ones.
    await page.evaluate(() => {
      const w = window as { __resized?: boolean }
      w.__resized = false
      window.addEventListener(
        'resize',
        () => {
          w.__resized = true
        },
        { once: true },
      )
    })
    await page.setViewportSize({ width: size.width, height: size.height - 100 })
    await page.waitForFunction(() => (window as { __resized?: boolean }).__resized === true)
    await expect.poll(() => skippableGroups(page)).toBe(GROUPS)
    const resized = await expectSameBoxes(page)
    expect(resized.at(-1)?.width).toBeLessThan(atStart.at(-1)?.width ?? 0)
  })
})
