// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticHandler } from '../../lake/static.ts'

// `lake/cli.ts --serve-dist`: a production build served with SPA fallback.
let dir: string
let server: Server
let base: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lake-static-'))
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true })
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><p>app</p>')
  await writeFile(join(dir, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(join(dir, 'dist', 'robots.txt'), 'User-agent: *')
  await writeFile(join(dir, 'secret.txt'), 'outside the build')
  const serve = createStaticHandler(join(dir, 'dist'))
  server = createServer((req, res) => void serve(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

describe('static build serving', () => {
  it('falls back to index.html for client routes', async () => {
    for (const path of ['/', '/work/some-project', '/careers']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toContain('<p>app</p>')
    }
  })

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const robots = await fetch(`${base}/robots.txt`)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(robots.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 404 for a missing file instead of serving HTML in its place', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(404)
  })

  it('never serves files outside the build directory', async () => {
    // node:http sends the path as written; fetch would normalise the dots away.
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const body = await new Promise<string>((resolve, reject) => {
        request(`${base}/`, { path }, (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8')
          })
          res.on('end', () => resolve(text))
        })
          .on('error', reject)
          .end()
      })
      expect(body, path).not.toContain('outside the build')
    }
  })
})
