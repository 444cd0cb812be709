import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { createStaticHandler } from '../../deploy/static-host.ts'
import { createLake, silentLogger } from '../../lake/index.ts'

// README.md: a build with VITE_SANITY_API_HOST + VITE_SANITY_PROJECT_ID sends every
// content, image and video request to that host and nowhere else. The site is served here
// by a plain static server with no lake, so a request sent to it by mistake would show.

const SITE_PORT = 4797
const API_PORT = 4798
const API = `http://127.0.0.1:${API_PORT}`
const SITE = `http://127.0.0.1:${SITE_PORT}`
const OUT = resolve('dist-apihost')
const LAKE_PATH = /^\/(v\d[^/]*\/data|images|files|lake)\//

const servers: Server[] = []

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}

test.describe('a build pointed at another content host', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async ({ browserName }, testInfo) => {
    // One viewport is enough: the build is the same; skipping here also skips its servers.
    test.skip(testInfo.project.name !== 'desktop' || browserName !== 'chromium')
    // The build queries the content host (prerendering), so it answers first.
    const lake = createLake({
      logger: silentLogger,
      stateDir: mkdtempSync(join(tmpdir(), 'lake-')),
    })
    servers.push(
      await listen(
        createServer((req, res) => lake(req, res, () => res.writeHead(404).end())),
        API_PORT,
      ),
    )
    const status = await new Promise<number | null>((done) => {
      const build = spawn('npx', ['vite', 'build', '--logLevel', 'error'], {
        cwd: resolve('.'),
        env: {
          ...process.env,
          OUT_DIR: OUT,
          VITE_SANITY_API_HOST: API,
          VITE_SANITY_PROJECT_ID: 'abc',
        },
        stdio: 'inherit',
      })
      build.on('exit', done)
    })
    expect(status).toBe(0)
    const site = createStaticHandler(OUT)
    servers.push(
      await listen(
        createServer((req, res) => void site(req, res)),
        SITE_PORT,
      ),
    )
  })

  test.afterAll(() => {
    for (const s of servers) s.close()
  })

  test('content, images, video and embeds all go to VITE_SANITY_API_HOST', async ({ page }) => {
    const requests: URL[] = []
    page.on('request', (r) => requests.push(new URL(r.url())))
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    for (const path of ['/', '/work', '/digest', '/contact']) {
      await page.goto(`${SITE}${path}`)
      await expect(page.locator('main h1').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
    }
    // A work project with a video block: its file must stream from the API host too.
    const answer = await fetch(
      `${API}/v2025-08-08/data/query/production?query=${encodeURIComponent(
        '*[_type == "workProject" && count(contentBlocks[_type == "blockVideo"]) > 0][0].slug.current',
      )}`,
    )
    const { result: slug } = (await answer.json()) as { result: string }
    await page.goto(`${SITE}/work/${slug}`)
    await expect(page.locator('video').first()).toBeAttached()
    await page
      .locator('video')
      .first()
      .evaluate((v: HTMLVideoElement) => {
        v.preload = 'auto'
        v.load()
      })
    await page.waitForLoadState('networkidle')
    // The live query follows load, paint and (on desktop) the canvas's first view.
    await expect
      .poll(() =>
        requests.some(
          (u) => u.origin === API && u.pathname.startsWith('/v2025-08-08/data/query/production'),
        ),
      )
      .toBe(true)

    const foreign = requests.filter((u) => u.origin !== SITE && u.origin !== API)
    expect(foreign.map(String)).toEqual([])
    const lakeOnSite = requests.filter((u) => u.origin === SITE && LAKE_PATH.test(u.pathname))
    expect(lakeOnSite.map(String)).toEqual([])
    const toApi = requests.filter((u) => u.origin === API).map((u) => u.pathname)
    expect(toApi.some((p) => p.startsWith('/v2025-08-08/data/query/production'))).toBe(true)
    expect(toApi.some((p) => p.startsWith('/images/abc/production/'))).toBe(true)
    expect(toApi.some((p) => p.startsWith('/files/abc/production/'))).toBe(true)
    expect(toApi.some((p) => p.startsWith('/lake/'))).toBe(true)
  })
})
