// @vitest-environment node
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixture, type Fixture } from './http-tests/fixture.ts'
import { lakePlugin } from './plugin.ts'

// The lake inside `npm run dev`: Vite's own CORS runs before any plugin's middleware, and
// it must not answer the Studio's preflights in the lake's place.
let fixture: Fixture
let server: ViteDevServer
let base: string

beforeAll(async () => {
  fixture = await createFixture()
  server = await createServer({
    configFile: false,
    root: fixture.dir,
    logLevel: 'silent',
    plugins: [lakePlugin({ datasetDir: fixture.datasetDir, stateDir: fixture.stateDir })],
    server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
  })
  await server.listen()
  const address = server.httpServer?.address() as AddressInfo | null
  base = `http://127.0.0.1:${address?.port}`
})

afterAll(async () => {
  await server?.close()
  await fixture?.cleanup()
})

const preflight = (path: string, origin: string) =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })

describe('the lake in the Vite dev server', () => {
  it('answers the Studio’s preflight itself, with credentials', async () => {
    const response = await preflight(
      '/v2025-02-19/data/actions/production',
      'http://localhost:3333',
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('grants no credentials to another local origin Vite would allow', async () => {
    const response = await preflight(
      '/v2025-02-19/data/actions/production',
      'http://localhost:4444',
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('takes the Studio’s presence socket', async () => {
    const status = await new Promise<number>((done, fail) => {
      const req = request(`${base}/v2022-06-30/socket/production`, {
        headers: {
          origin: 'http://localhost:3333',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      })
      req.on('upgrade', (response, socket) => {
        socket.destroy()
        done(response.statusCode ?? 0)
      })
      req.on('response', (response) => done(response.statusCode ?? 0))
      req.on('error', fail)
      req.end()
    })
    expect(status).toBe(101)
  })
})
