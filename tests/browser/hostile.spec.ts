import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createLake, silentLogger } from '../../lake/index.ts'
import { ENTRIES_QUERY } from '../../src/content/query.ts'
import { collectConsole, WORK_BLOCK_TYPES } from './pages-content.ts'

type Doc = Record<string, unknown> & { _id: string; _type: string; slug?: string }

const PWN = 'window.__pwned=1'
const HOSTILE_HTML = [
  '<p>Safe intro paragraph.</p>',
  `<script>${PWN}</script>`,
  `<img src=x onerror="${PWN}">`,
  `<a href="javascript:${PWN}">x-link</a>`,
  `<a href=" JaVaScRiPt:${PWN}">y-link</a>`,
  `<a href="data:text/html,<script>${PWN}</script>">z-link</a>`,
  `<iframe src="javascript:${PWN}"></iframe>`,
  `<form action="javascript:${PWN}"><button>go</button></form>`,
  `<p onmouseover="${PWN}" style="position:fixed;inset:0">hover-trap</p>`,
].join('')

function ptWithLink(text: string, href: string, key: string) {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [{ _type: 'link', _key: `${key}-l`, href }],
    children: [{ _type: 'span', _key: `${key}-s`, text, marks: [`${key}-l`] }],
  }
}

const UNKNOWN_PT = { _type: 'evilEmbed', _key: 'evil-pt', html: `<script>${PWN}</script>` }

interface Hostile {
  article: Doc
  badImage: Doc
  unknownBlocks: Doc
  throwing: Doc
  throwingTitle: unknown
  workCount: number
}

/** Applies the hostile changes (see the test names) to a query result, in place. */
function makeHostile(docs: Doc[]): Hostile {
  const ordered = (type: string) =>
    docs
      .filter((d) => d._type === type)
      .sort((a, b) => Number(a.order ?? 1e9) - Number(b.order ?? 1e9))
  const work = ordered('workProject')
  const [article] = ordered('digestArticle')
  const [badImage, unknownBlocks, throwing] = work
  if (!article || !badImage || !unknownBlocks || !throwing) throw new Error('too little content')

  article.headerBody = HOSTILE_HTML
  article.externalLink = `javascript:${PWN}`
  article.headline = [ptWithLink('headline-link', `javascript:${PWN}`, 'h1'), UNKNOWN_PT]
  article.contentBlocks = [
    { _key: 'evil-db', _type: 'blockEvil', body: [ptWithLink('EVIL DIGEST BLOCK', 'x', 'e')] },
    {
      _key: 'pt-db',
      _type: 'blockText',
      body: [ptWithLink('digest-body-link', `javascript:${PWN}`, 'd'), UNKNOWN_PT],
    },
    ...((article.contentBlocks as Doc[] | undefined) ?? []),
  ]

  badImage.featureImage = { _type: 'image', asset: { _id: 'image-malformed' }, alt: 'bad' }

  unknownBlocks.contentBlocks = [
    { _key: 'evil-wb', _type: 'blockEvil', text: 'EVIL BLOCK TEXT' },
    {
      _key: 'pt-wb',
      _type: 'blockText',
      text: [ptWithLink('work-body-link', `javascript:${PWN}`, 'w'), UNKNOWN_PT],
    },
    ...((unknownBlocks.contentBlocks as Doc[] | undefined) ?? []),
  ]

  // Not a string: it must not reach the page (it used to throw; now the entry renders
  // untitled, as a server render must not throw at all).
  const throwingTitle = throwing.title
  throwing.title = { not: 'a string' }

  return { article, badImage, unknownBlocks, throwing, throwingTitle, workCount: work.length }
}

/**
 * Intercepts the content query: the real answer (route.fetch) with hostile changes. The
 * returned description comes from the same changes applied to the real content up front.
 */
async function serveHostileContent(page: Page, request: APIRequestContext): Promise<Hostile> {
  const answer = await request.get(
    `/v2025-08-08/data/query/production?query=${encodeURIComponent(ENTRIES_QUERY)}`,
  )
  const hostile = makeHostile(((await answer.json()) as { result: Doc[] }).result)
  await page.route('**/data/query/**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { result: Doc[] }
    makeHostile(body.result)
    await route.fulfill({ response, json: body })
  })
  return hostile
}

/** Nothing ran, and no link in the page points at script or data. */
async function expectContained(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  const hrefs = await page
    .locator('[href], [src], [action]')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
      ),
    )
  expect(hrefs.filter((h) => /^\s*(javascript|data:text|vbscript)/i.test(h))).toEqual([])
}

test('a digest article with hostile HTML, links and blocks is contained', async ({
  page,
  request,
}) => {
  const hostile = await serveHostileContent(page, request)
  await page.goto('/digest')
  await expect(page.locator('.digest-card').first()).toBeVisible()
  await page.goto(`/digest/${hostile.article.slug}`)
  const body = page.locator('.da-intro__body')
  await expect(body).toContainText('Safe intro paragraph.')
  await expect(body).toContainText('x-link')
  await expect(
    body.locator('script, iframe, form, img, [onerror], [onmouseover], [style]'),
  ).toHaveCount(0)
  await expect(body.locator('a[href]')).toHaveCount(0)
  await body.getByText('hover-trap').hover()
  await expect(page.getByText('digest-body-link')).toBeVisible()
  await expect(page.locator('main').getByText('EVIL DIGEST BLOCK')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('<script>')
  await expectContained(page)
})

test('digest entries without a safe link render unlinked; the rest stay links', async ({
  page,
  request,
}) => {
  const hostile = await serveHostileContent(page, request)
  await page.goto('/digest')
  const cards = page.locator('.digest-card')
  await expect(cards.first().locator('h2')).toHaveText(String(hostile.article.title))
  await expect(cards.first().locator('a')).toHaveCount(0)
  await expect(cards.first()).toContainText('headline-link')
  await expect(cards.nth(1).locator('a.digest-card__link')).toHaveAttribute('href', /^https?:/)
  await expectContained(page)
})

test('a malformed image and a title that is not a string are contained on the work list', async ({
  page,
  request,
}) => {
  const errors = collectConsole(page)
  const hostile = await serveHostileContent(page, request)
  await page.goto('/work')
  await expect(page.locator('.work-card').first()).toBeVisible()
  // Every project is listed; the one whose title is not a string reads as untitled.
  await expect(page.locator('.work-card')).toHaveCount(hostile.workCount)
  await expect(page.locator('.work-card h2', { hasText: 'Untitled project' })).toHaveCount(1)
  const bad = page.locator('.work-card', { hasText: String(hostile.badImage.title) })
  await expect(bad.locator('.media--empty')).toHaveCount(1)
  await expect(bad.locator('img')).toHaveCount(0)
  await expect(page.locator('.work-card img').first()).toBeVisible()
  await expect.poll(() => errors.some((e) => e.includes('Malformed image reference'))).toBe(true)
  expect(errors.filter((e) => e.includes('Content failed to render'))).toEqual([])
  await expectContained(page)
})

test('unknown block and Portable Text types render nothing; the rest renders', async ({
  page,
  request,
}) => {
  const hostile = await serveHostileContent(page, request)
  await page.goto(`/work/${hostile.unknownBlocks.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    String(hostile.unknownBlocks.title),
  )
  const known = (hostile.unknownBlocks.contentBlocks as Doc[]).filter((b) =>
    WORK_BLOCK_TYPES.has(b._type),
  )
  await expect(page.locator('main [data-block]')).toHaveCount(known.length)
  await expect(page.locator('main')).not.toContainText('EVIL BLOCK TEXT')
  await expect(page.getByText('work-body-link')).toBeVisible()
  await expect(page.getByRole('link', { name: 'work-body-link' })).toHaveCount(0)
  await expectContained(page)
})

test('home still renders every section around the bad entries', async ({ page, request }) => {
  await serveHostileContent(page, request)
  await page.goto('/')
  await expect(page.locator('main h2.home-section__title')).toHaveText([
    'Work',
    'Digest',
    'Contact',
    'Shop',
  ])
  await expect(page.locator('.home-work__item h3')).toHaveCount(5)
  await expect(page.locator('.home-work__item h3', { hasText: 'Untitled project' })).toHaveCount(1)
  await expect(page.locator('.home-work .media--empty')).toHaveCount(1)
  await expect(page.locator('.home-shop .shop-card')).toHaveCount(4)
  await expectContained(page)
})

const DEMO_DATASET = new URL('../../dataset/production.ndjson', import.meta.url)

/**
 * A second, real lake over a copy of the demo dataset whose documents `edit` changed, and
 * the page's content query sent to it: the site's own query runs over the edited
 * documents, so what reaches the page is what that query makes of them.
 */
async function serveEditedDataset(page: Page, edit: (docs: Doc[]) => void) {
  const dir = await mkdtemp(join(tmpdir(), 'hostile-lake-'))
  const docs = (await readFile(DEMO_DATASET, 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
  edit(docs)
  await writeFile(join(dir, 'production.ndjson'), docs.map((d) => JSON.stringify(d)).join('\n'))
  const lake = createLake({ datasetDir: dir, stateDir: join(dir, 'state'), logger: silentLogger })
  const server = createServer((req, res) => lake(req, res, () => res.writeHead(404).end()))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await page.route('**/data/query/**', async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${origin}${url.pathname}${url.search}` })
    await route.fulfill({ response })
  })
  return async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
    await rm(dir, { recursive: true, force: true })
  }
}

test('an image whose stored _ref is malformed is logged once and drawn as a placeholder', async ({
  page,
}) => {
  const errors = collectConsole(page)
  let bad: Doc | undefined
  let workCount = 0
  const stop = await serveEditedDataset(page, (docs) => {
    const work = docs
      .filter((d) => d._type === 'workProject')
      .sort((a, b) => Number(a.order ?? 1e9) - Number(b.order ?? 1e9))
    workCount = work.length
    bad = work[0]
    if (!bad) throw new Error('no work project')
    // In the document itself, as an editor or a broken import could leave it.
    bad.featureImage = {
      _type: 'image',
      alt: 'Broken reference',
      asset: { _type: 'reference', _ref: 'image-malformed' },
    }
  })
  try {
    const malformed = () => errors.filter((e) => e.includes('image-malformed'))
    await page.goto('/work')
    await expect(page.locator('.work-card')).toHaveCount(workCount)
    const card = page.locator('.work-card', { hasText: String(bad?.title) })
    await expect(card.locator('.media--empty')).toHaveCount(1)
    await expect(card.locator('img')).toHaveCount(0)
    await expect(card.locator('h2')).toHaveText(String(bad?.title))
    await expect(page.locator('.work-card img').first()).toBeVisible()
    await expect.poll(() => malformed().length).toBe(1)
    expect(malformed()[0]).toContain('Malformed image reference: image-malformed')
    expect(malformed()[0]).toContain("Malformed asset _ref 'image-malformed'")

    // Home shows the same image again: still a placeholder, still one log line.
    await page.locator('a.logo').click()
    await expect(page.locator('main h2.home-section__title').first()).toBeVisible()
    await expect(page.locator('.home-work .media--empty')).toHaveCount(1)
    await expect(page.locator('.home-shop .shop-card')).toHaveCount(4)
    expect(malformed()).toHaveLength(1)
    expect(errors.filter((e) => e.includes('Content failed to render'))).toEqual([])
  } finally {
    await stop()
  }
})

test('a social post whose title is not a string keeps /digest whole', async ({ page }) => {
  const errors = collectConsole(page)
  await page.route('**/lake/social-feed.json', async (route) => {
    const response = await route.fetch()
    const posts = (await response.json()) as Record<string, unknown>[]
    const [first] = posts
    if (!first) throw new Error('empty social feed')
    first.title = { en: 'not a string' }
    first.text = 42
    await route.fulfill({ response, json: posts })
  })
  await page.goto('/digest')
  await expect(page.locator('.digest-card').first()).toBeVisible()
  const items = page.locator('.social__item')
  await expect(items.first()).toBeVisible()
  await expect(items.first().locator('img')).toHaveAttribute('alt', 'Social post 1')
  await expect(page.locator('main')).not.toContainText('[object Object]')
  expect(errors.filter((e) => e.includes('failed to render'))).toEqual([])
})

test('an about page whose subheading is an object still renders', async ({ page }) => {
  const errors = collectConsole(page)
  await page.route('**/data/query/**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { result: Doc[] }
    const about = body.result.find((d) => d._type === 'aboutPage')
    if (!about) throw new Error('no about page')
    about.subheading = { _type: 'localeString', en: 'makers' }
    await route.fulfill({ response, json: body })
  })
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About')
  await expect(page.locator('.about-head__sub')).toHaveCount(0)
  await expect(page.locator('.about-studio').first()).toBeVisible()
  await expect(page.locator('[data-page-error]')).toHaveCount(0)
  expect(errors.filter((e) => e.includes('failed to render'))).toEqual([])
})

test('a job opening whose apply link is javascript: is listed as text, never linked', async ({
  page,
}) => {
  const errors = collectConsole(page)
  await page.route('**/lake/jobs.json', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { jobs: Record<string, unknown>[] }
    const [first, second] = body.jobs
    if (!first || !second) throw new Error('too few openings')
    first.applyUrl = `javascript:${PWN}`
    second.applyUrl = ` JaVa\tScRiPt:${PWN}`
    await route.fulfill({ response, json: body })
  })
  await page.goto('/careers')
  const board = page.locator('#grnhse_app')
  await expect(board).toHaveAttribute('data-state', 'ready')
  const titles = board.locator('.grnhse-opening__link')
  await expect(titles.first()).toBeVisible()
  // The two hostile openings are shown as plain text; the others stay links.
  const tags = await titles.evaluateAll((els) => els.map((el) => el.tagName))
  expect(tags.slice(0, 2)).toEqual(['SPAN', 'SPAN'])
  expect(tags.length).toBeGreaterThan(2)
  expect(tags.slice(2).every((tag) => tag === 'A')).toBe(true)
  await titles.first().click()
  await expectContained(page)
  expect(errors.filter((e) => e.includes('apply link'))).toHaveLength(2)
})
