// @vitest-environment node
import { request } from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

let fixture: Fixture
let lake: RunningLake

beforeAll(async () => {
  fixture = await createFixture()
  lake = await startLake(fixture, { avif: 'background' })
})

afterAll(async () => {
  await lake?.close()
  await fixture?.cleanup()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${lake.url}${path}`, { headers })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

const WEBP = { accept: 'image/webp,image/*,*/*;q=0.8' }

describe('images on Sanity CDN paths', () => {
  it('serves WebP for auto=format when the browser accepts it, at the requested width', async () => {
    const { response, body } = await get(`${fixture.photo.path}?w=300&auto=format`, WEBP)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('vary')).toContain('Accept')
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    const meta = await sharp(body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200])
  })

  it('serves the second request from the disk cache without encoding again', async () => {
    const path = `${fixture.photo.path}?w=240&auto=format`
    const first = await get(path, WEBP)
    const encodes = lake.lake.stats.encodes
    const second = await get(path, WEBP)
    expect(first.response.headers.get('x-lake-cache')).toBe('miss')
    expect(second.response.headers.get('x-lake-cache')).toBe('hit')
    expect(lake.lake.stats.encodes).toBe(encodes)
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('serves JPEG for auto=format when the browser accepts neither WebP nor AVIF', async () => {
    const { response, body } = await get(`${fixture.photo.path}?w=300&auto=format`, {
      accept: 'image/jpeg',
    })
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200])
  })

  it('shares one encode between concurrent requests for the same variant', async () => {
    const encodes = lake.lake.stats.encodes
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(`${fixture.photo.path}?w=123&auto=format`, WEBP)),
    )
    expect(answers.every((a) => a.response.status === 200)).toBe(true)
    expect(lake.lake.stats.encodes).toBe(encodes + 1)
  })

  it('never upscales beyond the original', async () => {
    const { body } = await get(`${fixture.photo.path}?w=5000&fm=png`)
    const meta = await sharp(body).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 800])
  })

  it('crops to the exact box with fit=crop, and honours dpr', async () => {
    const { body } = await get(`${fixture.photo.path}?w=100&h=100&fit=crop&dpr=2`)
    const meta = await sharp(body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 200])
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const path = `${fixture.photo.path}?w=200`
    const { response } = await get(path)
    const etag = response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await get(path, { 'if-none-match': etag })
    expect(again.response.status).toBe(304)
    expect(again.body.length).toBe(0)
  })
})

describe('images on Sanity CDN paths, formats and originals', () => {
  it('answers WebP at first to an AVIF-capable browser, then AVIF once it is encoded', async () => {
    const path = `${fixture.photo.path}?w=320&auto=format`
    const accept = { accept: 'image/avif,image/webp,*/*' }
    const first = await get(path, accept)
    expect(first.response.headers.get('content-type')).toBe('image/webp')
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=60')
    let type = ''
    for (let i = 0; i < 100 && type !== 'image/avif'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      type = (await get(path, accept)).response.headers.get('content-type') ?? ''
    }
    expect(type).toBe('image/avif')
  })

  it('encodes AVIF before answering when the lake runs with avif: sync', async () => {
    const syncLake = await startLake(fixture, { avif: 'sync' })
    try {
      const response = await fetch(`${syncLake.url}${fixture.photo.path}?w=160&auto=format`, {
        headers: { accept: 'image/avif,image/webp,*/*' },
      })
      expect(response.headers.get('content-type')).toBe('image/avif')
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([meta.width, meta.height]).toEqual([160, 107])
    } finally {
      await syncLake.close()
    }
  })

  it('serves the original bytes when no transformation is asked for', async () => {
    const { response, body } = await get(fixture.logo.path)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect((await sharp(body).metadata()).width).toBe(400)
  })

  it('answers 404 for an unknown asset and 400 for an invalid parameter', async () => {
    const unknown = fixture.photo.path.replace(fixture.photo.hash, 'f'.repeat(40))
    expect((await get(unknown)).response.status).toBe(404)
    expect((await get(`${fixture.photo.path}?w=-3`)).response.status).toBe(400)
    expect((await get(`${fixture.photo.path}?fit=stretch`)).response.status).toBe(400)
  })
})

describe('files', () => {
  it('answers a Range request with 206 and exactly those bytes', async () => {
    const { response, body } = await get(fixture.video.path, { range: 'bytes=100-199' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 100-199/10000')
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(body.equals(fixture.video.bytes.subarray(100, 200))).toBe(true)
  })

  it('serves the whole file without Range, and 416 for a range past the end', async () => {
    const whole = await get(fixture.video.path)
    expect(whole.response.status).toBe(200)
    expect(whole.body.equals(fixture.video.bytes)).toBe(true)
    const past = await get(fixture.video.path, { range: 'bytes=20000-' })
    expect(past.response.status).toBe(416)
    expect(past.response.headers.get('content-range')).toBe('bytes */10000')
  })

  it('answers HEAD with the length and no body', async () => {
    const response = await fetch(`${lake.url}${fixture.video.path}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('10000')
  })
})

/** node:http, because fetch will not let a test set the Host header. */
function getWithHost(path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${lake.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('social feed and job openings', () => {
  it('rewrites root-relative thumbnails to absolute URLs on the requested host', async () => {
    const feed = JSON.parse(
      await getWithHost('/lake/social-feed.json', {
        host: 'studio.test:8080',
        'x-forwarded-proto': 'https',
      }),
    )
    expect(feed[0].thumbnail_url).toBe(`https://studio.test:8080${fixture.photo.path}`)
    expect(feed[0].post_url).toBe('https://social.example/p/1')
    expect(feed[1].thumbnail_url).toBe('https://cdn.example/x.jpg')
  })

  it('lists the jobOpening documents', async () => {
    const { body } = await get('/lake/jobs.json')
    const { jobs } = JSON.parse(body.toString('utf8'))
    expect(jobs.map((job: { title: string }) => job.title)).toEqual(['Senior Designer', 'Producer'])
    expect(jobs[0]).toMatchObject({
      department: 'Design',
      applyUrl: 'https://jobs.example/apply/1',
    })
  })

  it('serves both embed scripts as JavaScript', async () => {
    for (const path of ['/lake/job-board.js', '/lake/forms/v2.js']) {
      const { response, body } = await get(path)
      expect(response.headers.get('content-type')).toContain('text/javascript')
      expect(body.length).toBeGreaterThan(500)
    }
  })
})
