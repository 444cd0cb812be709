import type { BrowserContext, Frame, Page } from '@playwright/test'
import {
  focusPage,
  markDocument,
  overlayOn,
  previewReady,
  restingTrack,
  sameDocument,
  sitePage,
} from './presentation-steps.ts'
import { expect, test } from './stage-override.ts'
import { lakeDocs, openStudioServers, SITE, STUDIO, type StudioServers } from './studio-helpers.ts'
import { signIn, titleInput } from './studio-steps.ts'

// The built Studio's Presentation tool with the site in its frame, against a lake with its
// own state: drafts show as they are typed, a click on the page opens the field, on the
// desktop track as it moves; a visitor sees none of it.

let servers: StudioServers
const SLOW = { timeout: 90_000 }

interface Project {
  id: string
  title: string
  slug: string
  hero: string
  next: string
}
let project: Project

/** The second project by order (the demo's has a Hero and a Stat block), and the one after. */
async function pickProject(): Promise<Project> {
  const view = await servers.site.lake.store.view('production', 'published')
  const projects = (view?.docs ?? [])
    .filter((d) => d._type === 'workProject')
    .sort((a, b) => Number(a.order) - Number(b.order))
  const [doc, next] = projects.slice(1, 3)
  const blocks = (doc?.contentBlocks ?? []) as { _key: string; _type: string }[]
  return {
    id: String(doc?._id),
    title: String(doc?.title),
    slug: String((doc?.slug as { current?: string })?.current),
    hero: String(blocks.find((b) => b._type === 'blockHero')?._key),
    next: String(next?._id),
  }
}

/** The Studio's document pane is on the field at this path (the Presentation URL says so). */
const onField = (page: Page, path: string) =>
  expect.poll(() => decodeURIComponent(page.url()), SLOW).toContain(path)

/** From now on, the framed site's console errors and requests. */
function watchFrame(page: Page) {
  const errors: string[] = []
  const requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(SITE)) {
      errors.push(message.text())
    }
  })
  page.on('request', (request) => {
    if (request.frame().url().startsWith(SITE)) requests.push(request.url())
  })
  return { errors, requests }
}

/** The Presentation tool on `path`, signed in with the lake's token as `npm run studio` is. */
async function openPresentation(page: Page, path: string): Promise<void> {
  const url = `${STUDIO}/presentation?preview=${encodeURIComponent(path)}`
  await signIn(page, url, servers.site.lake.editorToken)
}

/** Typed into the draft: the framed page shows each state of it, without a reload. */
async function typeADraft(page: Page, frame: Frame): Promise<string> {
  const draft = `${project.title}, in draft`
  await titleInput(page).click()
  await page.keyboard.press('End')
  await page.keyboard.type(', in draft', { delay: 80 })
  await expect(frame.locator('h1')).toHaveText(draft, SLOW)
  expect(await sameDocument(frame)).toBe(true)
  const [stored] = await lakeDocs(servers.site.lake, [`drafts.${project.id}`])
  expect(stored?.title).toBe(draft)
  return draft
}

/**
 * The hero picture, drawn on the desktop track: its overlay, then its image field. Keys move
 * the track under a resting mouse and the overlay follows; the wheel moves it further, and
 * the overlay is on the picture again and opens its field.
 */
async function heroOpensItsField(page: Page, frame: Frame): Promise<void> {
  const hero = frame.locator('[data-block="blockHero"] .media').first()
  const imageField = `contentBlocks[_key=="${project.hero}"].image`
  await hero.hover()
  await overlayOn(frame, hero)
  await hero.click()
  await onField(page, imageField)
  await expect(page.getByRole('dialog').getByText('Image', { exact: true })).toBeVisible(SLOW)
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click()
  await expect.poll(() => decodeURIComponent(page.url()), SLOW).not.toContain('.image')

  await hero.hover()
  const before = await overlayOn(frame, hero)
  await focusPage(frame)
  await page.keyboard.press('ArrowRight')
  await restingTrack(frame)
  const after = await overlayOn(frame, hero)
  expect(before.x - after.x).toBeGreaterThan(100)

  await page.mouse.wheel(0, 700)
  await restingTrack(frame)
  await hero.hover()
  await overlayOn(frame, hero)
  await hero.click()
  await onField(page, imageField)
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click()
}

/** A visitor's page: the published title, though a draft is there, and no targets. */
async function visitorSeesThePublished(context: BrowserContext, draft: string): Promise<void> {
  const visitor = await context.newPage()
  await visitor.goto(`${SITE}/work/${project.slug}`)
  await visitor.waitForFunction(() => performance.getEntriesByName('content:live').length > 0)
  await expect(visitor.locator('h1')).toHaveText(project.title)
  expect(await visitor.locator('[data-sanity]').count()).toBe(0)
  expect((await lakeDocs(servers.site.lake, [`drafts.${project.id}`]))[0]?.title).toBe(draft)
}

/**
 * A link in the page (no field of its own): back at the start, where the link is in view,
 * the frame navigates and the Studio follows; the Studio's address bar, and the frame
 * follows, in the same document.
 */
async function frameAndStudioFollowEachOther(page: Page, frame: Frame): Promise<void> {
  await page.keyboard.press('Home')
  await restingTrack(frame)
  await frame.locator('a.wp-intro__back').click()
  const heading = (name: string) => frame.getByRole('heading', { level: 1, name, exact: true })
  await expect(heading('Work')).toBeVisible(SLOW)
  await expect
    .poll(() => new URL(page.url()).searchParams.get('preview') ?? '', SLOW)
    .toMatch(/\/work$/)
  // The Studio's address bar: the frame follows, in the same document.
  const address = page.locator(`input[value^="${SITE}"]`)
  await address.fill(`${SITE}/about`)
  await address.press('Enter')
  await expect(heading('About')).toBeVisible(SLOW)
  expect(await sameDocument(frame)).toBe(true)
  // The footer's links come from the site settings: each opens its field.
  await expect(frame.locator('footer a[data-sanity*="path=instagramUrl;"]')).toHaveCount(1)
}

/** The Presentation tool with the site in its frame (a serial group). */
export function presentationTests(): void {
  test.describe.configure({ mode: 'serial', timeout: 600_000 })
  // Wide enough that the framed site, beside the document pane, runs its desktop track.
  test.use({ viewport: { width: 1680, height: 1000 } })

  test.beforeAll(async ({ browserName }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' || browserName !== 'chromium')
    testInfo.setTimeout(900_000)
    servers = await openStudioServers('presentation', { framed: true })
    project = await pickProject()
  })

  test.afterAll(async () => {
    await servers?.close()
  })

  test('a draft shows as it is typed; a click on the track opens its field', async ({
    page,
    context,
  }) => {
    const watched = watchFrame(page)
    await openPresentation(page, `/work/${project.slug}`)
    await expect(titleInput(page)).toHaveValue(project.title, SLOW)
    const frame = await sitePage(page, SITE)
    await previewReady(frame)
    expect(await frame.evaluate(() => innerWidth)).toBeGreaterThanOrEqual(1024)
    // The canvas draws the track (the tests' software GL keeps it only by the override).
    await frame.waitForFunction(() => window.__stage !== undefined, null, SLOW)
    await expect(frame.locator('canvas')).toHaveCount(1)
    await markDocument(frame)
    const draft = await test.step('a draft shows as it is typed', () => typeADraft(page, frame))
    await test.step('the hero, on the moving track, opens its image field', () =>
      heroOpensItsField(page, frame))
    await statGrowsInPlace(page, frame)
    await linkOpensItsField(page, frame)
    expect(await sameDocument(frame)).toBe(true)
    await test.step('a visitor sees the published page, no targets', () =>
      visitorSeesThePublished(context, draft))
    // The framed page read the lake as a visitor does: drafts came through the Studio.
    expect(
      watched.requests.filter((url) =>
        /perspective=(drafts|raw)|\/data\/(mutate|actions)/.test(url),
      ),
    ).toEqual([])
    expect(watched.errors).toEqual([])
  })

  test('without the canvas too; the frame and the Studio follow each other’s navigation', async ({
    page,
  }) => {
    const path = `/work/${project.slug}?nogl`
    await openPresentation(page, path)
    const frame = await sitePage(page, SITE)
    await previewReady(frame)
    await markDocument(frame)
    // The DOM track alone (`?nogl`): the overlay follows the picture as keys move it.
    expect(await frame.locator('canvas').count()).toBe(0)
    const hero = frame.locator('[data-block="blockHero"] .media').first()
    await hero.hover()
    const before = await overlayOn(frame, hero)
    await focusPage(frame)
    await page.keyboard.press('ArrowRight')
    await restingTrack(frame)
    expect(before.x - (await overlayOn(frame, hero)).x).toBeGreaterThan(100)

    await frameAndStudioFollowEachOther(page, frame)
  })

  test('only the Studio may frame the site', async ({ page, request }) => {
    const headers = (await request.get(`${SITE}/about`)).headers()
    expect(headers['content-security-policy']).toContain(`frame-ancestors ${STUDIO};`)
    expect(headers['x-frame-options']).toBe('DENY')
    // Another origin on this machine (the same server by another name) frames it: refused.
    await page.goto(`${SITE.replace('localhost', '127.0.0.1')}/lake/status.json`)
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, `${SITE}/about`)
    await expect
      .poll(() => page.frames().map((f) => f.url()), SLOW)
      .toContainEqual(expect.stringMatching(/^chrome-error:/))
  })
}

/**
 * A stat's value, opened from the page and typed longer: its panel widens, the track measures
 * again (its length grows) and stays where it was.
 */
async function statGrowsInPlace(page: Page, frame: Frame): Promise<void> {
  const value = frame.locator('.wb__stat-value').nth(1)
  await value.click()
  await onField(page, '.value')
  const input = page.locator('input:focus')
  await expect(input).toBeVisible(SLOW)
  const typed = `${await input.inputValue()}0000000`
  const before = await restingTrack(frame)
  await page.keyboard.press('End')
  await page.keyboard.type('0000000', { delay: 50 })
  await expect(value).toHaveText(typed, SLOW)
  await expect
    .poll(async () => (await restingTrack(frame)).limit, SLOW)
    .toBeGreaterThan(before.limit)
  expect((await restingTrack(frame)).current).toBe(before.current)
  await page.keyboard.press('Escape')
}

/**
 * The next project's title is a link on the page: a click on it opens that project's title in
 * the Studio, and the frame stays where it is.
 */
async function linkOpensItsField(page: Page, frame: Frame): Promise<void> {
  const path = new URL(frame.url()).pathname
  await focusPage(frame)
  await page.keyboard.press('End')
  await restingTrack(frame)
  const title = frame.locator('.wp-next__title')
  await title.hover()
  await overlayOn(frame, title)
  await title.click()
  await onField(page, `${project.next}/title`)
  expect(new URL(frame.url()).pathname).toBe(path)
}
