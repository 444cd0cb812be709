import { expect, type Page, test } from '@playwright/test'
import type { DigestArticle } from '../../src/content/types.ts'
import { hydrated, hydratedWithEffects, twoFrames } from './chrome-helpers.ts'
import { holdRequests, navigateViaMenu } from './embeds-helpers.ts'
import { assetHash, byType, collectConsole, loadEntries } from './pages-content.ts'

test.describe('home', () => {
  test('hovering or focusing a digest item swaps the picture to its image at w=800', async ({
    page,
    request,
  }) => {
    const digest = byType(await loadEntries(request), 'digestArticle').slice(0, 4)
    await page.goto('/')
    // The digest section is plain links until it hydrates: a hover before then is no
    // one's, and the mouse entering a link happens once.
    await hydratedWithEffects(page, '.home-digest__link')
    const picture = page.locator('.home-digest .home-digest__picture img')
    const expectPicture = async (a: DigestArticle) => {
      await expect(picture).toHaveAttribute(
        'src',
        new RegExp(`${assetHash(a.featureImage)}.*[?&]w=800`),
      )
    }
    await expectPicture(digest[0] as DigestArticle)

    const links = page.locator('.home-digest__link')
    await links.nth(2).hover()
    await expectPicture(digest[2] as DigestArticle)
    await links.nth(1).hover()
    await expectPicture(digest[1] as DigestArticle)

    await links.nth(3).focus()
    await expectPicture(digest[3] as DigestArticle)
    // Keyboard: Shift+Tab back to the previous item swaps again.
    await page.keyboard.press('Shift+Tab')
    await expect(links.nth(2)).toBeFocused()
    await expectPicture(digest[2] as DigestArticle)
    // Still one <img>: the source swapped, the element did not multiply.
    await expect(picture).toHaveCount(1)
  })
})

test('a failing social feed logs the error and shows no posts it cannot vouch for', async ({
  page,
}) => {
  const errors = collectConsole(page)
  await page.route('**/lake/social-feed.json', (route) =>
    route.fulfill({ status: 500, body: 'nope' }),
  )
  // Reached by a client-side visit, the page has nothing but the live feed.
  await page.goto('/about')
  await navigateViaMenu(page, '/digest')
  await expect(page.locator('.digest-card').first()).toBeVisible()
  await expect
    .poll(() => errors.some((e) => e.startsWith('Error fetching social feed:')))
    .toBe(true)
  await expect(page.locator('.social')).toHaveCount(0)
})

test('a prerendered digest keeps the posts it was built with when the live feed fails', async ({
  page,
}) => {
  const errors = collectConsole(page)
  await page.route('**/lake/social-feed.json', (route) =>
    route.fulfill({ status: 500, body: 'nope' }),
  )
  await page.goto('/digest')
  await expect
    .poll(() => errors.some((e) => e.startsWith('Error fetching social feed:')))
    .toBe(true)
  await expect(page.locator('.social').first()).toBeVisible()
  await expect(page.getByText(/failed|error/i)).toHaveCount(0)
})

/** Native scroll below 1024 px; the virtual track (when running) above it. */
function trackPosition(page: Page): Promise<number> {
  return page.evaluate(() => {
    const track = (window as { __track?: { state: { motion: { current: number } } } }).__track
    return track
      ? track.state.motion.current
      : (document.querySelector('main.scroller')?.scrollLeft ?? 0)
  })
}

/**
 * A project's video, muted and looping, under reduced motion waits for Play; when the
 * preference changes while the page is open it starts on its own; the visitor's pause wins.
 */
async function expectAutoplayFollowsMotionPreference(page: Page): Promise<void> {
  const video = page.locator('main [data-block="blockVideo"] video').first()
  await video.scrollIntoViewIfNeeded()
  await expect(video).toHaveJSProperty('muted', true)
  await expect(video).toHaveJSProperty('loop', true)
  const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused)
  await expect(page.getByRole('button', { name: 'Play video' }).first()).toBeVisible()
  expect(await paused()).toBe(true)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect.poll(paused).toBe(false)
  await expect(page.getByRole('button', { name: 'Pause video' }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Pause video' }).first().click()
  await expect.poll(paused).toBe(true)
}

test.describe('work project', () => {
  test('videos autoplay muted only without reduced motion, followed live', async ({
    page,
    request,
  }) => {
    const projects = byType(await loadEntries(request), 'workProject')
    const withVideo = projects.find((p) => p.contentBlocks?.some((b) => b._type === 'blockVideo'))
    test.skip(!withVideo, 'no video in the demo content')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/work/${withVideo?.slug}`)
    // Scroll once the video's block has hydrated, so what is tested is the page's own
    // autoplay (a busy CI machine hydrates late).
    await hydratedWithEffects(page, 'main [data-block="blockVideo"] video')
    await expectAutoplayFollowsMotionPreference(page)
  })

  test('moving to another project returns the track to its start', async ({ page, request }) => {
    const [a, b] = byType(await loadEntries(request), 'workProject')
    await page.goto(`/work/${a?.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a?.title ?? '')
    const position = () => trackPosition(page)
    // The move under test is the router's: before hydration the link is plain HTML and
    // Enter loads the next page afresh, where focus stays with the browser (a busy
    // machine can be that slow).
    await hydrated(page)
    // Keyboard: focusing the closing link brings the end of the track into view.
    const next = page.locator('.wp-next__link')
    await next.focus()
    await expect.poll(position).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/work/${b?.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b?.title ?? '')
    await expect.poll(position).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })

  test('an unknown slug shows Loading project... then a not-found message', async ({ page }) => {
    const { release } = await holdRequests(page, '**/data/query/**')
    await page.goto('/work/no-such-project')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loading project...')
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found')
    await expect(
      page.locator('main').getByRole('link', { name: 'Return to work' }),
    ).toHaveAttribute('href', '/work')
  })
})

test.describe('digest article', () => {
  test('an unknown slug shows Loading article... then a way back', async ({ page }) => {
    const { release } = await holdRequests(page, '**/data/query/**')
    await page.goto('/digest/no-such-article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loading article...')
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found')
    await expect(
      page.locator('main').getByRole('link', { name: 'Back to digest' }),
    ).toHaveAttribute('href', '/digest')
  })
})

/**
 * Opens `path` with its page's chunk held, scrolls the native scroller before hydration,
 * then lets it hydrate: the heading stays where the visitor scrolled it.
 */
async function expectEarlyScrollKept(
  page: Page,
  { path, chunk, isMobile }: { path: string; chunk: string; isMobile: boolean },
): Promise<void> {
  const { release } = await holdRequests(page, `**/assets/${chunk}-*.js`)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeAttached()
  expect(await page.evaluate(() => window.__track === undefined)).toBe(true)
  await page.evaluate(() => {
    const scroller = document.querySelector('main.scroller')
    if (scroller) scroller.scrollLeft = 600
  })
  const headingLeft = () => heading.evaluate((el) => el.getBoundingClientRect().left)
  const before = await headingLeft()
  expect(before).toBeLessThan(-500)
  release()
  await hydrated(page, 'main h1')
  // On desktop the virtual track then takes over from the native position.
  if (!isMobile) {
    await page.waitForFunction(() => (window.__track?.layout().limit ?? 0) > 0)
    await expect.poll(() => page.evaluate(() => window.__track?.state.motion.velocity)).toBe(0)
  }
  await twoFrames(page)
  expect(Math.abs((await headingLeft()) - before)).toBeLessThan(2)
}

// The page the document loaded with keeps the place its visitor scrolled to before its
// scripts ran: hydrating is not a move to a new page.
for (const { page: name, chunk, pathOf } of [
  { page: 'about', chunk: 'AboutPage', pathOf: () => '/about' },
  {
    page: 'a work project',
    chunk: 'WorkProjectPage',
    pathOf: (slug?: string | null) => `/work/${slug}`,
  },
]) {
  test(`a scroll of ${name} made before it hydrates is kept`, async ({
    page,
    request,
    isMobile,
  }) => {
    const [project] = byType(await loadEntries(request), 'workProject')
    await expectEarlyScrollKept(page, { path: pathOf(project?.slug), chunk, isMobile })
  })
}
