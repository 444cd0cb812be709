import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { createLake, type Lake, type LakeOptions } from '../../lake/handler.ts'
import { silentLogger } from '../../lake/http.ts'

/**
 * A tiny dataset in a temp dir, in the same layout as dataset/ (NDJSON raw
 * export, assets/images, assets/files, social-feed.json), so the lake tests
 * never depend on the generated demo data.
 */
export interface Fixture {
  dir: string
  datasetDir: string
  stateDir: string
  photo: { id: string; hash: string; path: string; width: number; height: number }
  logo: { id: string; hash: string; path: string }
  video: { id: string; hash: string; path: string; bytes: Buffer }
  cleanup(): Promise<void>
}

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex')

/** A smooth gradient, so encoders produce realistic sizes and resized pixels are predictable. */
async function gradientJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      raw[i] = Math.round((x / width) * 255)
      raw[i + 1] = Math.round((y / height) * 255)
      raw[i + 2] = 128
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

export async function createFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'lake-test-'))
  const datasetDir = join(dir, 'dataset')
  const stateDir = join(dir, 'state')
  await mkdir(join(datasetDir, 'assets', 'images'), { recursive: true })
  await mkdir(join(datasetDir, 'assets', 'files'), { recursive: true })

  const photoBytes = await gradientJpeg(1200, 800)
  const photoHash = sha1(photoBytes)
  const photoPath = `/images/studiodemo/production/${photoHash}-1200x800.jpg`
  await writeFile(join(datasetDir, 'assets', 'images', `${photoHash}-1200x800.jpg`), photoBytes)

  const logoBytes = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 4,
      background: { r: 200, g: 20, b: 20, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer()
  const logoHash = sha1(logoBytes)
  await writeFile(join(datasetDir, 'assets', 'images', `${logoHash}-400x300.png`), logoBytes)

  // Not a real MP4: the file endpoint streams bytes and never looks inside.
  const videoBytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7) % 256))
  const videoHash = sha1(videoBytes)
  await writeFile(join(datasetDir, 'assets', 'files', `${videoHash}.mp4`), videoBytes)

  const photoId = `image-${photoHash}-1200x800-jpg`
  const logoId = `image-${logoHash}-400x300-png`
  const videoId = `file-${videoHash}-mp4`
  const meta = {
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
    _rev: 'r1',
  }
  const image = (ref: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ref } })
  const docs = [
    {
      _id: photoId,
      _type: 'sanity.imageAsset',
      url: `https://cdn.sanity.io${photoPath}`,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      metadata: { dimensions: { width: 1200, height: 800, aspectRatio: 1.5 }, lqip: 'data:,' },
    },
    {
      _id: logoId,
      _type: 'sanity.imageAsset',
      url: `https://cdn.sanity.io/images/studiodemo/production/${logoHash}-400x300.png`,
      extension: 'png',
      mimeType: 'image/png',
      metadata: { dimensions: { width: 400, height: 300, aspectRatio: 4 / 3 }, lqip: 'data:,' },
    },
    {
      _id: videoId,
      _type: 'sanity.fileAsset',
      url: `https://cdn.sanity.io/files/studiodemo/production/${videoHash}.mp4`,
      extension: 'mp4',
      mimeType: 'video/mp4',
    },
    { _id: 'tag-brand', _type: 'tag', title: 'Brand' },
    { _id: 'tag-film', _type: 'tag', title: 'Film' },
    {
      _id: 'work-b',
      _type: 'workProject',
      title: 'Second project',
      client: 'Beta',
      slug: { _type: 'slug', current: 'second' },
      order: 2,
      featureImage: { ...image(photoId), alt: 'A gradient' },
      tags: [{ _type: 'reference', _ref: 'tag-film', _key: 'k1' }],
    },
    {
      _id: 'work-a',
      _type: 'workProject',
      title: 'First project',
      client: 'Alpha',
      slug: { _type: 'slug', current: 'first' },
      order: 1,
      featureImage: { ...image(photoId), alt: 'A gradient' },
      tags: [
        { _type: 'reference', _ref: 'tag-brand', _key: 'k1' },
        { _type: 'reference', _ref: 'tag-film', _key: 'k2' },
      ],
    },
    { _id: 'drafts.work-a', _type: 'workProject', title: 'First project (draft)', order: 1 },
    {
      _id: 'job-1',
      _type: 'jobOpening',
      title: 'Senior Designer',
      department: 'Design',
      location: 'New York',
      employmentType: 'Full-time',
      summary: 'Shape brands.',
      applyUrl: 'https://jobs.example/apply/1',
    },
    {
      _id: 'job-2',
      _type: 'jobOpening',
      title: 'Producer',
      department: 'Production',
      location: 'Durham',
      employmentType: 'Contract',
      summary: 'Make shoots happen.',
      applyUrl: 'https://jobs.example/apply/2',
    },
  ].map((doc) => ({ ...meta, ...doc }))
  const ndjson = `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n{not json\n`
  await writeFile(join(datasetDir, 'production.ndjson'), ndjson)
  await writeFile(
    join(datasetDir, 'social-feed.json'),
    JSON.stringify([
      { thumbnail_url: photoPath, post_url: 'https://social.example/p/1', text: 'Hello' },
      { thumbnail_url: 'https://cdn.example/x.jpg', post_url: 'https://social.example/p/2' },
    ]),
  )

  return {
    dir,
    datasetDir,
    stateDir,
    photo: { id: photoId, hash: photoHash, path: photoPath, width: 1200, height: 800 },
    logo: {
      id: logoId,
      hash: logoHash,
      path: `/images/studiodemo/production/${logoHash}-400x300.png`,
    },
    video: {
      id: videoId,
      hash: videoHash,
      path: `/files/studiodemo/production/${videoHash}.mp4`,
      bytes: videoBytes,
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  }
}

export interface RunningLake {
  url: string
  port: number
  lake: Lake
  /** Method and URL of every request the server received, in order. */
  requests: { method: string; url: string }[]
  /** Answers the next requests with these statuses before letting them through to the lake. */
  failNext(statuses: number[]): void
  close(): Promise<void>
}

/** The real lake middleware on a real HTTP server on an ephemeral port (loopback unless `host`). */
export async function startLake(
  fixture: Pick<Fixture, 'datasetDir' | 'stateDir'>,
  options: LakeOptions = {},
  host = '127.0.0.1',
): Promise<RunningLake> {
  const lake = createLake({
    datasetDir: fixture.datasetDir,
    stateDir: fixture.stateDir,
    logger: silentLogger,
    ...options,
  })
  const requests: RunningLake['requests'] = []
  let failures: number[] = []
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' })
    const status = failures.shift()
    if (status !== undefined) {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { description: `injected ${status}`, type: 'test' } }))
      return
    }
    lake(req, res, () => {
      res.writeHead(404).end('not the lake')
    })
  })
  server.on('upgrade', (req, socket) => {
    if (!lake.upgrade(req, socket)) socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    lake,
    requests,
    failNext(statuses) {
      failures = [...statuses]
    },
    close: () =>
      new Promise<void>((resolve) => {
        lake.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A fixture and a lake on it for one test file: made before its tests, closed and removed
 * after. The returned object's `lake` and `fixture` are there once the tests run.
 */
export function lakeForFile(options: LakeOptions = {}, host = '127.0.0.1') {
  const running = {} as { lake: RunningLake; fixture: Fixture }
  beforeAll(async () => {
    running.fixture = await createFixture()
    running.lake = await startLake(running.fixture, options, host)
  })
  afterAll(async () => {
    await running.lake?.close()
    await running.fixture?.cleanup()
  })
  return running
}
