// @vitest-environment node
import { readdir, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeConfig } from '../../config.ts'
import { createFixture, type Fixture } from '../../http-tests/fixture.ts'
import { DEFAULT_SERVICE_LIMITS, type ImageServiceLimits } from '../../limits.ts'
import { silentLogger } from '../../logger.ts'
import { createStore } from '../../store/store.ts'
import { createImageRoute } from './image-route.ts'
import { ImageService } from './image-service.ts'

// The image service on its own HTTP server, with limits small enough to reach in a test.

let fixture: Fixture
const servers: Server[] = []

beforeAll(async () => {
  fixture = await createFixture()
})
afterAll(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
  await fixture?.cleanup()
})

async function serve(name: string, limits: Partial<ImageServiceLimits>) {
  const cacheDir = join(fixture.stateDir, name)
  const { datasetDir, stateDir } = fixture
  const config = lakeConfig({ datasetDir, stateDir, logger: silentLogger })
  const images = new ImageService({
    assetRoots: config.assetRoots,
    cacheDir,
    logger: silentLogger,
    avif: 'off',
    limits: { ...DEFAULT_SERVICE_LIMITS, ...limits },
  })
  const route = createImageRoute(images)
  const lake = {
    store: createStore(datasetDir, silentLogger),
    policy: { origins: new Set<string>(), token: undefined },
    logger: silentLogger,
    config,
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://lake.invalid')
    void route({ req, res, url, params: {}, ...lake })
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { images, cacheDir, get: (path: string) => fetch(`${base}${path}`) }
}

async function bytesIn(dir: string): Promise<number> {
  let total = 0
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size
  return total
}

describe('image service bounds', () => {
  it('answers an oversize fill within the source, as a picture', async () => {
    const lake = await serve('oversize', {})
    const response = await lake.get(`${fixture.logo.path}?w=8192&h=100&fit=fill&dpr=5`)
    expect(response.status).toBe(200)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    // The logo is 400×300: the strip asked for is no wider than the picture itself.
    expect(meta.width).toBeLessThanOrEqual(400)
    expect(meta.height).toBeLessThanOrEqual(300)
  })

  it('answers 503 with Retry-After once the encode queue is full, then serves them all', async () => {
    const lake = await serve('queue', { queue: { concurrency: 1, maxQueued: 2 } })
    const widths = Array.from({ length: 8 }, (_, i) => 300 + i * 7)
    const first = await Promise.all(widths.map((w) => lake.get(`${fixture.photo.path}?w=${w}`)))
    const statuses = first.map((r) => r.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3)
    const refused = first.filter((r) => r.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const r of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(r.headers.get('cache-control')).toBe('no-store')
    }
    expect(lake.images.stats.refused).toBe(refused.length)
    // Asked again one at a time (as after Retry-After), every width is served.
    for (const w of widths)
      expect((await lake.get(`${fixture.photo.path}?w=${w}`)).status).toBe(200)
  })

  it('keeps the disk cache under its cap while widths are walked through', async () => {
    const cap = 25_000
    const lake = await serve('capped', { cacheBytes: cap })
    let encoded = 0
    for (let w = 200; w <= 1000; w += 40) {
      const response = await lake.get(`${fixture.photo.path}?w=${w}`)
      expect(response.status).toBe(200)
      encoded += (await response.arrayBuffer()).byteLength
      expect(await bytesIn(lake.cacheDir)).toBeLessThanOrEqual(cap)
    }
    // Far more was encoded than the cap holds, and the newest answer is still a hit.
    expect(encoded).toBeGreaterThan(cap * 3)
    const again = await lake.get(`${fixture.photo.path}?w=1000`)
    expect(again.headers.get('x-lake-cache')).toBe('hit')
    expect(lake.images.cache.usage().bytes).toBe(await bytesIn(lake.cacheDir))
  })
})
