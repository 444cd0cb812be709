import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

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

type Assets = Pick<Fixture, 'photo' | 'logo' | 'video'>

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

/** A photo, a half-transparent logo and a video, written where the lake looks for assets. */
async function writeAssets(datasetDir: string): Promise<Assets> {
  await mkdir(join(datasetDir, 'assets', 'images'), { recursive: true })
  await mkdir(join(datasetDir, 'assets', 'files'), { recursive: true })

  const photoBytes = await gradientJpeg(1200, 800)
  const photoHash = sha1(photoBytes)
  await writeFile(join(datasetDir, 'assets', 'images', `${photoHash}-1200x800.jpg`), photoBytes)

  const background = { r: 200, g: 20, b: 20, alpha: 0.5 }
  const logoBytes = await sharp({ create: { width: 400, height: 300, channels: 4, background } })
    .png()
    .toBuffer()
  const logoHash = sha1(logoBytes)
  await writeFile(join(datasetDir, 'assets', 'images', `${logoHash}-400x300.png`), logoBytes)

  // Not a real MP4: the file endpoint streams bytes and never looks inside.
  const videoBytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7) % 256))
  const videoHash = sha1(videoBytes)
  await writeFile(join(datasetDir, 'assets', 'files', `${videoHash}.mp4`), videoBytes)

  return {
    photo: {
      id: `image-${photoHash}-1200x800-jpg`,
      hash: photoHash,
      path: `/images/studiodemo/production/${photoHash}-1200x800.jpg`,
      width: 1200,
      height: 800,
    },
    logo: {
      id: `image-${logoHash}-400x300-png`,
      hash: logoHash,
      path: `/images/studiodemo/production/${logoHash}-400x300.png`,
    },
    video: {
      id: `file-${videoHash}-mp4`,
      hash: videoHash,
      path: `/files/studiodemo/production/${videoHash}.mp4`,
      bytes: videoBytes,
    },
  }
}

/** The asset documents of the fixture's files. */
function assetDocs({ photo, logo, video }: Assets) {
  return [
    {
      _id: photo.id,
      _type: 'sanity.imageAsset',
      url: `https://cdn.sanity.io${photo.path}`,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      metadata: { dimensions: { width: 1200, height: 800, aspectRatio: 1.5 }, lqip: 'data:,' },
    },
    {
      _id: logo.id,
      _type: 'sanity.imageAsset',
      url: `https://cdn.sanity.io${logo.path}`,
      extension: 'png',
      mimeType: 'image/png',
      metadata: { dimensions: { width: 400, height: 300, aspectRatio: 4 / 3 }, lqip: 'data:,' },
    },
    {
      _id: video.id,
      _type: 'sanity.fileAsset',
      url: `https://cdn.sanity.io${video.path}`,
      extension: 'mp4',
      mimeType: 'video/mp4',
    },
  ]
}

/** Two tags, two projects (one with a draft) and two job openings. */
function contentDocs(photoId: string) {
  const image = (ref: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ref } })
  const job = (n: number, fields: Record<string, string>) => ({
    _id: `job-${n}`,
    _type: 'jobOpening',
    ...fields,
    applyUrl: `https://jobs.example/apply/${n}`,
  })
  return [
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
    job(1, {
      title: 'Senior Designer',
      department: 'Design',
      location: 'New York',
      employmentType: 'Full-time',
      summary: 'Shape brands.',
    }),
    job(2, {
      title: 'Producer',
      department: 'Production',
      location: 'Durham',
      employmentType: 'Contract',
      summary: 'Make shoots happen.',
    }),
  ]
}

export async function createFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'lake-test-'))
  const datasetDir = join(dir, 'dataset')
  const assets = await writeAssets(datasetDir)
  const meta = {
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
    _rev: 'r1',
  }
  const docs = [...assetDocs(assets), ...contentDocs(assets.photo.id)].map((doc) => ({
    ...meta,
    ...doc,
  }))
  const ndjson = `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n{not json\n`
  await writeFile(join(datasetDir, 'production.ndjson'), ndjson)
  await writeFile(
    join(datasetDir, 'social-feed.json'),
    JSON.stringify([
      { thumbnail_url: assets.photo.path, post_url: 'https://social.example/p/1', text: 'Hello' },
      { thumbnail_url: 'https://cdn.example/x.jpg', post_url: 'https://social.example/p/2' },
    ]),
  )
  return {
    dir,
    datasetDir,
    stateDir: join(dir, 'state'),
    ...assets,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  }
}
