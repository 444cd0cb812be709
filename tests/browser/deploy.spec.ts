import { appendFileSync, copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { STATIC_PATHS } from '../../deploy/routes.ts'
import { buildHeaders, createStaticHandler } from '../../deploy/static-host.ts'
import { createLake, silentLogger, withHeaders } from '../../lake/index.ts'
import { sitemapPaths } from './prerender.helpers.ts'

// What a static host serves from the build: 404s, the sitemap, share tags and the
// security headers, with a Content Security Policy nothing on the site breaks.

const QUERY = '/v2025-08-08/data/query/production?query='

async function slugs(page: Page): Promise<{ _type: string; slug: string }[]> {
  const groq =
    '*[_type in ["workProject", "digestArticle"] && defined(slug.current)]{_type, "slug": slug.current}'
  const answer = await page.request.get(QUERY + encodeURIComponent(groq))
  return ((await answer.json()) as { result: { _type: string; slug: string }[] }).result
}

test('the sitemap lists every route and every project and article slug; robots.txt points at it', async ({
  page,
  request,
}) => {
  const paths = await sitemapPaths(request)
  for (const path of STATIC_PATHS) expect(paths).toContain(path)
  const all = await slugs(page)
  expect(all.length).toBeGreaterThan(10)
  for (const { _type, slug } of all) {
    expect(paths).toContain(`/${_type === 'workProject' ? 'work' : 'digest'}/${slug}`)
  }
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/work/no-such-project/more', '/shop/x']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  }
  const response = await page.goto('/work/no-such-project')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found')
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
})

test('a project page shares with absolute Open Graph and Twitter tags and its own 1200×630 image', async ({
  page,
}) => {
  const [project] = (await slugs(page)).filter((s) => s._type === 'workProject')
  await page.goto(`/work/${project?.slug}`)
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')
  const title = await page.locator('h1').textContent()
  expect(await meta('og:title')).toContain(title ?? '—')
  expect(await meta('og:type')).toBe('article')
  expect((await meta('og:description'))?.length).toBeGreaterThan(20)
  expect(await meta('twitter:card')).toBe('summary_large_image')
  const url = await meta('og:url')
  expect(url).toMatch(new RegExp(`^https?://[^/]+/work/${project?.slug}$`))
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url)
  const image = (await meta('og:image')) ?? ''
  expect(image).toMatch(/^https?:\/\/[^/]+\/images\//)
  expect(await meta('twitter:image')).toBe(image)
  // The image itself, asked of this server: a 1200×630 crop.
  const { pathname, search } = new URL(image)
  const size = await page.evaluate(async (src) => {
    const img = new Image()
    img.src = src
    await img.decode()
    return [img.naturalWidth, img.naturalHeight]
  }, pathname + search)
  expect(size).toEqual([1200, 630])
})

test('the security headers come with every page, and no page, form or job board breaks the policy', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one width is enough for the policy')
  test.setTimeout(300_000) // every route, with WebGL in software
  const violations: string[] = []
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      )
    })
  })
  for (const path of await sitemapPaths(request)) {
    const response = await page.goto(path)
    // Looping video keeps the network busy on some pages: settle, but not forever.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    const headers = response?.headers() ?? {}
    // A local build: only the local Studio (npm run studio) may frame it, for Presentation.
    expect(headers['content-security-policy'], path).toContain(
      'frame-ancestors http://localhost:3333 http://127.0.0.1:3333;',
    )
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  }
  // The contact form: loaded from its provider, filled and submitted.
  await page.goto('/contact')
  const form = page.locator('#main .contact-form')
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Email').fill(`csp-${Date.now()}@example.com`)
  await form.getByLabel('Message').fill('Checking the policy.')
  const posted = page.waitForResponse((r) => r.request().method() === 'POST')
  await form.getByRole('button', { name: 'Submit' }).click()
  expect((await posted).ok()).toBe(true)
  // The job board: its script, its openings.
  await page.goto('/careers')
  await expect(page.locator('#grnhse_app .grnhse-opening').first()).toBeAttached()
  expect(violations).toEqual([])
})

test("the lake's answers carry the pages' security headers: pictures, files, feeds, embeds", async ({
  page,
  request,
}) => {
  const home = (await request.get('/')).headers()
  expect(home['content-security-policy']).toContain("script-src 'self'")
  const picture = await page.goto('/work')
  expect(picture?.ok()).toBe(true)
  const src = await page.locator('img[src^="/images/"]').first().getAttribute('src')
  const video = await request.get(
    `${QUERY}${encodeURIComponent('*[_type == "sanity.fileAsset"][0].url')}`,
  )
  const videoPath = new URL(((await video.json()) as { result: string }).result).pathname
  for (const path of [
    src ?? '/images/missing',
    videoPath,
    '/lake/social-feed.json',
    '/lake/jobs.json',
    '/lake/job-board.js',
    '/lake/forms/v2.js',
    `${QUERY}${encodeURIComponent('*[0]')}`,
  ]) {
    const headers = (await request.get(path, { headers: { range: 'bytes=0-99' } })).headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['content-security-policy'], path).toBe(home['content-security-policy'])
    expect(headers['x-frame-options'], path).toBe('DENY')
  }
})

test.describe('a policy violation', () => {
  let server: Server | undefined
  let base = ''
  const logged: string[] = []

  test.beforeAll(async () => {
    // The build as `npm run lake -- --serve-dist` serves it, with a lake whose log we read.
    const dist = resolve(process.env.OUT_DIR ?? 'dist')
    const lake = withHeaders(
      createLake({
        stateDir: mkdtempSync(join(tmpdir(), 'lake-csp-')),
        logger: { info() {}, error: (message) => logged.push(message) },
      }),
      buildHeaders(dist),
    )
    const site = createStaticHandler(dist)
    server = createServer((req, res) => lake(req, res, () => void site(req, res)))
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  test.afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((done) => server?.close(done))
  })

  test('is blocked, reported by the browser and logged by the lake', async ({ page }) => {
    await page.goto(`${base}/contact`)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__pwned = 1'
      document.body.append(script)
      const img = document.createElement('img')
      img.src = 'https://blocked.invalid/pixel.gif'
      document.body.append(img)
    })
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    await expect
      .poll(() => logged.join('\n'), { timeout: 15_000 })
      .toMatch(
        /CSP violation: script-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\/contact/,
      )
    await expect
      .poll(() => logged.join('\n'))
      .toContain('CSP violation: img-src blocked https://blocked.invalid/pixel.gif')
  })
})

test.describe('a slug published after the build', () => {
  let server: Server | undefined
  let base = ''
  let dataset = ''

  test.beforeAll(async () => {
    // The same build, over a copy of the dataset that gains an entry later.
    dataset = mkdtempSync(join(tmpdir(), 'lake-later-'))
    copyFileSync(resolve('dataset/production.ndjson'), join(dataset, 'production.ndjson'))
    copyFileSync(resolve('dataset/social-feed.json'), join(dataset, 'social-feed.json'))
    symlinkSync(resolve('dataset/assets'), join(dataset, 'assets'))
    const lake = createLake({
      datasetDir: dataset,
      stateDir: join(dataset, '.lake'),
      logger: silentLogger,
    })
    const site = createStaticHandler(resolve(process.env.OUT_DIR ?? 'dist'))
    server = createServer((req, res) => lake(req, res, () => void site(req, res)))
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise((done) => server?.close(done))
    rmSync(dataset, { recursive: true, force: true })
  })

  test('is served the 404 page, which finds it in live content and shows it', async ({ page }) => {
    const now = new Date().toISOString()
    const doc = (type: string, id: string, title: string, slug: string) =>
      `${JSON.stringify({ _id: id, _type: type, _createdAt: now, _updatedAt: now, _rev: 'r', title, slug: { _type: 'slug', current: slug }, order: 99 })}\n`
    appendFileSync(
      join(dataset, 'production.ndjson'),
      doc('workProject', 'late-project', 'Published Late', 'published-late') +
        doc('digestArticle', 'late-article', 'Written Late', 'written-late'),
    )
    const project = await page.goto(`${base}/work/published-late`)
    expect(project?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published Late')
    await expect(page).toHaveTitle(/Published Late/)
    const article = await page.goto(`${base}/digest/written-late`)
    expect(article?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Written Late')
  })
})
