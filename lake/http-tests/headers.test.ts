// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLake, LAKE_HEADERS, silentLogger, withHeaders } from '../index.ts'
import { createFixture, type Fixture } from './fixture.ts'

// The lake as lake/plugin.ts mounts it: its answers carry security headers, and the
// paths it passes on carry none of them.

let fixture: Fixture
let server: Server
let base: string

beforeAll(async () => {
  fixture = await createFixture()
  const lake = withHeaders(
    createLake({
      datasetDir: fixture.datasetDir,
      stateDir: fixture.stateDir,
      logger: silentLogger,
    }),
  )
  server = createServer((req, res) => {
    // What ran before the lake (the build's _headers in npm start) keeps its say.
    if (req.url?.startsWith('/lake/jobs.json')) res.setHeader('Content-Security-Policy', 'site')
    lake(req, res, () => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>'))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  await fixture?.cleanup()
})

describe("the lake's answers", () => {
  it('carry nosniff and a policy on pictures, files, feeds and embed scripts', async () => {
    for (const path of [
      `${fixture.photo.path}?w=100`,
      fixture.video.path,
      '/lake/social-feed.json',
      '/lake/job-board.js',
      '/lake/forms/v2.js',
      '/v2025-08-08/data/query/production?query=*[0]',
      '/images/p/production/nothing-1x1.png',
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('content-security-policy'), path).toBe(
        LAKE_HEADERS['Content-Security-Policy'],
      )
    }
  })

  it('keep the headers set before the lake, and pages it passes on get none of its own', async () => {
    const jobs = await fetch(`${base}/lake/jobs.json`)
    expect(jobs.headers.get('content-security-policy')).toBe('site')
    expect(jobs.headers.get('x-content-type-options')).toBe('nosniff')
    const page = await fetch(`${base}/about`)
    expect(page.headers.get('content-security-policy')).toBeNull()
    expect(page.headers.get('x-content-type-options')).toBeNull()
  })
})
