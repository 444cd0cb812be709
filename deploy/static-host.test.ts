// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticHandler } from './static-host.ts'

// `npm run serve` and the bench: a production build served as static hosts do.
let dir: string
let server: Server
let base: string
let preServer: Server
let pre: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lake-static-'))
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true })
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><p>app</p>')
  await writeFile(join(dir, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(join(dir, 'dist', 'robots.txt'), 'User-agent: *')
  await writeFile(join(dir, 'secret.txt'), 'outside the build')
  // A prerendered build beside it: pages as .html files, a 404 page and its headers.
  await mkdir(join(dir, 'pre', 'work'), { recursive: true })
  await writeFile(join(dir, 'pre', 'index.html'), '<p>home</p>')
  await writeFile(join(dir, 'pre', 'about.html'), '<p>about</p>')
  await writeFile(join(dir, 'pre', 'work', 'one.html'), '<p>project one</p>')
  await writeFile(join(dir, 'pre', '404.html'), '<p>not found</p>')
  await writeFile(
    join(dir, 'pre', '_headers'),
    "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n\n/assets/*\n  X-Asset: yes\n",
  )
  const serve = createStaticHandler(join(dir, 'dist'))
  server = createServer((req, res) => void serve(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const servePre = createStaticHandler(join(dir, 'pre'))
  preServer = createServer((req, res) => void servePre(req, res))
  await new Promise<void>((resolve) => preServer.listen(0, '127.0.0.1', resolve))
  pre = `http://127.0.0.1:${(preServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  preServer?.closeAllConnections()
  await new Promise((resolve) => preServer?.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

describe('static build serving', () => {
  it('serves a prerendered route from its own .html file', async () => {
    expect(await (await fetch(`${pre}/`)).text()).toBe('<p>home</p>')
    expect(await (await fetch(`${pre}/about`)).text()).toBe('<p>about</p>')
    const project = await fetch(`${pre}/work/one`)
    expect(project.status).toBe(200)
    expect(await project.text()).toBe('<p>project one</p>')
  })
  it('answers an unknown route with the 404 page and status 404', async () => {
    for (const path of ['/work/two', '/nowhere', '/about/more']) {
      const response = await fetch(`${pre}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('etag')).toBeNull()
      expect(await response.text()).toBe('<p>not found</p>')
    }
  })
  it('sends text gzipped to a client that accepts it, as static hosts do', async () => {
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((done, reject) => {
      request(`${pre}/about`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end()
    })
    expect(zipped.encoding).toBe('gzip')
    expect(gunzipSync(zipped.body).toString()).toBe('<p>about</p>')
  })

  it("sends the build's _headers, by path pattern", async () => {
    const page = await fetch(`${pre}/about`)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(page.headers.get('x-asset')).toBeNull()
    const missing = await fetch(`${pre}/nowhere`)
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'self'")
    const asset = await fetch(`${pre}/assets/x.js`)
    expect(asset.status).toBe(404)
    expect(asset.headers.get('x-asset')).toBe('yes')
  })
  it('falls back to index.html for client routes in a build without a 404 page', async () => {
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
