import { expect, type Page, test } from '@playwright/test'
import type { DigestArticle, ShopItem, WorkProject } from '../../src/content/types.ts'
import { hydrated, hydratedWithEffects, twoFrames } from './chrome-helpers.ts'
import { holdRequests, navigateViaMenu } from './embeds-helpers.ts'
import {
  assetHash,
  byType,
  collectConsole,
  loadEntries,
  WORK_BLOCK_TYPES,
} from './pages-content.ts'

const tagTitles = (tags: WorkProject['tags']) =>
  (tags ?? []).flatMap((t) => (t?.title ? [t.title] : []))

test.describe('home', () => {
  test('renders its sections in order with the demo previews', async ({ page, request }) => {
    const entries = await loadEntries(request)
    const work = byType(entries, 'workProject').slice(0, 5)
    const digest = byType(entries, 'digestArticle').slice(0, 4)
    const shop = byType(entries, 'shopItem').slice(0, 4)
    await page.goto('/')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'known for modern content powered by design',
    )
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main h2.home-section__title')).toHaveText([
      'Work',
      'Digest',
      'Contact',
      'Shop',
    ])
    await expect(page.getByRole('button', { name: 'View Reel' })).toBeVisible()
    await expect(page.locator('.home-intro__hint')).toContainText('Scroll')

    const workItems = page.locator('.home-work__item')
    await expect(workItems).toHaveCount(5)
    // Collapsed at the start of the track, before any scrolling.
    await expect(page.locator('.home-work')).toHaveAttribute('data-expanded', 'false')
    for (const [i, p] of work.entries()) {
      const item = workItems.nth(i)
      await expect(item.locator('h3')).toHaveText(p.title ?? '')
      await expect(item.locator('a')).toHaveAttribute('href', `/work/${p.slug}`)
      await expect(item.locator('.tag-list li')).toHaveText(tagTitles(p.tags).slice(0, 2))
      await expect(item.locator('.tag-list li')).toHaveCount(2)
    }

    const digestLinks = page.locator('.home-digest__link')
    await expect(digestLinks).toHaveCount(4)
    await expect(page.locator('.home-digest__title')).toHaveText(digest.map((a) => a.title ?? ''))

    await expect(page.locator('.home-contact .contact-form')).toBeAttached()
    await expect(page.locator('.home-contact svg[aria-hidden="true"]')).toBeAttached()

    const shopCards = page.locator('.home-shop .shop-card')
    await expect(shopCards).toHaveCount(4)
    await expect(shopCards.locator('h3')).toHaveText(shop.map((s) => s.title ?? ''))
    await expect(shopCards.getByText('Out of stock', { exact: true })).toHaveCount(4)
    await expect(page.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute(
      'href',
      '/shop',
    )
  })

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

test('about shows header, studios, people and clients', async ({ page, request }) => {
  const about = byType(await loadEntries(request), 'aboutPage')[0]
  expect(about).toBeTruthy()
  if (!about) return
  await page.goto('/about')
  await expect(page.locator('main h1')).toHaveCount(1)
  if (about.subheading) await expect(page.locator('.about-head__sub')).toHaveText(about.subheading)
  if (about.headerBlurb)
    await expect(page.locator('.about-copy__blurb')).toHaveText(about.headerBlurb)
  await expect(page.locator('.about-image img')).toHaveCount(about.headerImage ? 1 : 0)

  const studios = about.studiosSection?.studios ?? []
  await expect(page.locator('#about-studios-title')).toHaveText(about.studiosSection?.title ?? '')
  await expect(page.locator('.about-studio__name')).toHaveText(studios.map((s) => s.name ?? ''))
  for (const img of await page.locator('.about-studio img').all()) {
    await expect(img).toHaveAttribute('src', /[?&]w=328/)
  }

  const people = about.peopleSection?.people ?? []
  await expect(page.locator('#about-people-title')).toHaveText(about.peopleSection?.title ?? '')
  await expect(page.locator('.about-person__name')).toHaveText(people.map((p) => p.name ?? ''))
  await expect(page.locator('.about-person__title')).toHaveText(people.map((p) => p.title ?? ''))

  const clients = (about.clientsSection?.clients ?? []).filter((c) => c)
  await expect(page.locator('#about-clients-title')).toHaveText(about.clientsSection?.title ?? '')
  await expect(page.locator('.about-client__name')).toHaveText(clients.map((c) => c?.name ?? ''))
  await expect(page.locator('.about-client img')).toHaveCount(clients.length)
})

test('work lists every project with image, client, title and tags', async ({ page, request }) => {
  const projects = byType(await loadEntries(request), 'workProject')
  await page.goto('/work')
  const cards = page.locator('.work-card')
  await expect(cards).toHaveCount(projects.length)
  for (const [i, p] of projects.entries()) {
    const card = cards.nth(i)
    await expect(card.locator('a')).toHaveAttribute('href', `/work/${p.slug}`)
    await expect(card.locator('h2')).toHaveText(p.title ?? '')
    await expect(card.locator('.work-card__client')).toHaveText(p.client ?? '')
    await expect(card.locator('.tag-list li')).toHaveText(tagTitles(p.tags))
    await expect(card.locator('[data-plane] img')).toHaveAttribute(
      'src',
      new RegExp(assetHash(p.featureImage)),
    )
  }
})

test('images carry width, height, srcset, sizes and non-empty alt', async ({ page }) => {
  for (const path of ['/', '/work', '/shop', '/about']) {
    await page.goto(path)
    const images = page.locator('[data-plane] img')
    await expect(images.first()).toBeAttached()
    const all = await images.evaluateAll((els) =>
      els.map((el) => ({
        width: el.getAttribute('width'),
        height: el.getAttribute('height'),
        srcset: el.getAttribute('srcset'),
        sizes: el.getAttribute('sizes'),
        alt: el.getAttribute('alt'),
        decorative: el.closest('.about-client, .about-copy__foot') !== null,
        loading: el.getAttribute('loading'),
      })),
    )
    for (const attrs of all) {
      expect(Number(attrs.width), `${path} width`).toBeGreaterThan(0)
      expect(Number(attrs.height), `${path} height`).toBeGreaterThan(0)
      expect(attrs.srcset, `${path} srcset`).toMatch(/auto=format \d+w/)
      expect(attrs.sizes, `${path} sizes`).toBeTruthy()
      expect(['lazy', 'eager']).toContain(attrs.loading)
      if (attrs.decorative) expect(attrs.alt).toBe('')
      else expect(attrs.alt?.trim(), `${path} alt`).toBeTruthy()
    }
  }
})

test('shop shows every item out of stock, with no way to buy', async ({ page, request }) => {
  const items: ShopItem[] = byType(await loadEntries(request), 'shopItem')
  await page.goto('/shop')
  const cards = page.locator('.shop-card')
  await expect(cards).toHaveCount(items.length)
  await expect(cards.locator('h2')).toHaveText(items.map((s) => s.title ?? ''))
  for (const card of await cards.all()) {
    await expect(card.getByText('Out of stock', { exact: true })).toBeVisible()
    await expect(card.locator('img')).toHaveAttribute('src', /[?&]w=800/)
  }
  await expect(page.locator('main button, main form, main input')).toHaveCount(0)
})

test('unknown paths get a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute(
    'href',
    '/',
  )
})

test('digest list: social posts first, then entries as external links in a new tab', async ({
  page,
  request,
}) => {
  const articles = byType(await loadEntries(request), 'digestArticle')
  const feed = (await (await request.get('/lake/social-feed.json')).json()) as unknown[]
  await page.goto('/digest')
  const posts = page.locator('.social__item a')
  await expect(posts).toHaveCount(feed.length)
  for (const link of await posts.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link).toHaveAttribute('href', /^https?:\/\//)
  }
  const cards = page.locator('.digest-card')
  await expect(cards).toHaveCount(articles.length)
  for (const [i, a] of articles.entries()) {
    const card = cards.nth(i)
    await expect(card.locator('h2')).toHaveText(a.title ?? '')
    if (a.tag?.title) await expect(card.locator('.digest-card__tag')).toHaveText(a.tag.title)
    const link = card.locator('a.digest-card__link')
    await expect(link).toHaveAttribute('href', a.externalLink ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    // The headline's own links would nest inside the card's: they render as text.
    await expect(link.locator('a')).toHaveCount(0)
  }
  // Social grid comes before the first entry in the track.
  const order = await page
    .locator('main .track > *')
    .evaluateAll((els) => els.map((el) => el.className))
  const social = order.findIndex((c) => c.includes('social'))
  const firstCard = order.findIndex((c) => c.includes('digest-card'))
  expect(social).toBeGreaterThanOrEqual(0)
  expect(social).toBeLessThan(firstCard)
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
 * A project's video under reduced motion waits for Play; when the preference changes while
 * the page is open it starts on its own, muted; the visitor's pause wins.
 */
async function expectAutoplayFollowsMotionPreference(page: Page): Promise<void> {
  const video = page.locator('main [data-block="blockVideo"] video').first()
  await video.scrollIntoViewIfNeeded()
  await expect(video).toHaveJSProperty('muted', true)
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
  test('shows every block type in content order and a way back', async ({ page, request }) => {
    const projects = byType(await loadEntries(request), 'workProject')
    const richest = [...projects].sort(
      (a, b) =>
        new Set(b.contentBlocks?.map((x) => x._type)).size -
        new Set(a.contentBlocks?.map((x) => x._type)).size,
    )[0] as WorkProject
    await page.goto(`/work/${richest.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(richest.title ?? '')
    const expected = (richest.contentBlocks ?? [])
      .map((b) => b._type)
      .filter((t) => WORK_BLOCK_TYPES.has(t))
    await expect(page.locator('main [data-block]')).toHaveCount(expected.length)
    const rendered = await page
      .locator('main [data-block]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))
    expect(rendered).toEqual(expected)
    await expect(page.getByRole('link', { name: 'Return to work' })).toHaveAttribute(
      'href',
      '/work',
    )
  })

  test('every work block type appears across the demo projects', async ({ page, request }) => {
    const projects = byType(await loadEntries(request), 'workProject')
    const seen = new Set<string>()
    for (const p of projects) {
      const types = new Set((p.contentBlocks ?? []).map((b) => b._type))
      if ([...types].every((t) => seen.has(t))) continue
      await page.goto(`/work/${p.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title ?? '')
      for (const t of types) {
        await expect(page.locator(`main [data-block="${t}"]`).first()).toBeAttached()
        seen.add(t)
      }
    }
    expect([...WORK_BLOCK_TYPES].filter((t) => !seen.has(t))).toEqual([])
    const video = page.locator('main [data-block="blockVideo"] video')
    if (await video.count()) {
      await expect(video.first()).toHaveJSProperty('muted', true)
      await expect(video.first()).toHaveJSProperty('loop', true)
    }
  })

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
  test('shows title, header body, service pills and blocks in order', async ({ page, request }) => {
    const articles = byType(await loadEntries(request), 'digestArticle')
    const article = articles.find((a) => (a.contentBlocks?.length ?? 0) > 0) ?? articles[0]
    if (!article) throw new Error('no digest article in the demo content')
    await page.goto(`/digest/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title ?? '')
    if (article.headerBody) {
      await expect(page.locator('.da-intro__body')).not.toBeEmpty()
    }
    const services = (article.services ?? []).flatMap((s) => (s?.title ? [s.title] : []))
    await expect(page.locator('.tag-list--pill li')).toHaveText(services)
    const expected = (article.contentBlocks ?? []).map((b) => b._type)
    const rendered = await page
      .locator('main [data-block]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))
    expect(rendered).toEqual(expected)
  })

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
