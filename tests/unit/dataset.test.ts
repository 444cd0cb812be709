import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

// The committed demo dataset against the content contract (studio/README.md); the Studio
// schema's own validation runs in studio/validation/dataset.test.ts.
type Doc = Record<string, unknown> & { _id: string; _type: string }
type Node = Record<string, unknown>

const DIR = join(import.meta.dirname, '../../dataset')
const OFFICES = ['Durham', 'New York', 'Los Angeles', 'Dallas', 'Phoenix', 'Toronto']
const docs: Doc[] = readFileSync(join(DIR, 'production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
const byId = new Map(docs.map((doc) => [doc._id, doc]))
const ofType = (type: string) => docs.filter((doc) => doc._type === type)

/** Every object anywhere inside `value`, with the array it sits in when it is an array member. */
function* walk(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* walk(item)
  else if (value && typeof value === 'object') {
    yield value as Node
    for (const child of Object.values(value)) yield* walk(child)
  }
}
function* arrays(value: unknown): Generator<unknown[]> {
  if (Array.isArray(value)) yield value
  if (value && typeof value === 'object')
    for (const child of Object.values(value)) yield* arrays(child)
}
const blocksOf = (type: string) => ofType(type).flatMap((doc) => doc.contentBlocks as Node[])
const values = (blocks: Node[], field: string) =>
  new Set(blocks.map((b) => b[field]).filter((v) => v !== undefined))
const refTarget = (ref: unknown) => byId.get((ref as { _ref: string })._ref)

function folderBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    total += entry.isDirectory()
      ? folderBytes(join(dir, entry.name))
      : statSync(join(dir, entry.name)).size
  return total
}

describe('demo dataset documents', () => {
  it('has the system fields on every document and unique ids', () => {
    for (const doc of docs)
      for (const field of ['_id', '_type', '_createdAt', '_updatedAt', '_rev'])
        expect(doc[field], `${doc._id} ${field}`).toBeTruthy()
    expect(byId.size).toBe(docs.length)
  })

  it('has the expected document counts', () => {
    expect(ofType('workProject').length).toBeGreaterThanOrEqual(12)
    expect(ofType('digestArticle')).toHaveLength(8)
    expect(ofType('shopItem')).toHaveLength(8)
    expect(ofType('clients')).toHaveLength(12)
    expect(ofType('jobOpening')).toHaveLength(5)
    expect(ofType('aboutPage').map((d) => d._id)).toEqual(['aboutPage'])
    expect(ofType('siteSettings').map((d) => d._id)).toEqual(['siteSettings'])
    expect(ofType('tag').length).toBeGreaterThan(0)
    expect(ofType('service').length).toBeGreaterThan(0)
  })

  it('orders work projects 1..N, each with a slug, a client and two or more tags', () => {
    const work = ofType('workProject')
    expect(work.map((w) => w.order).sort((a, b) => Number(a) - Number(b))).toEqual(
      work.map((_, i) => i + 1),
    )
    for (const project of work) {
      expect((project.slug as Node).current).toMatch(/^[a-z0-9-]+$/)
      expect(project.client).toBeTruthy()
      const tags = project.tags as Node[]
      expect(tags.length).toBeGreaterThanOrEqual(2)
      for (const tag of tags) expect(refTarget(tag)?._type).toBe('tag')
    }
  })

  it('fills the about page with six studios, eight people and twelve clients', () => {
    const about = byId.get('aboutPage') as Doc
    const studios = (about.studiosSection as Node).studios as Node[]
    expect(studios.map((s) => s.name)).toEqual(OFFICES)
    expect(((about.peopleSection as Node).people as Node[]).filter((p) => p.headshot)).toHaveLength(
      8,
    )
    const clients = (about.clientsSection as Node).clients as Node[]
    expect(clients.map((c) => refTarget(c)?._type)).toEqual(Array(12).fill('clients'))
    expect(about.headerArrow).toBeTruthy()
  })

  it('has site settings with https account links and a contact address', () => {
    const settings = byId.get('siteSettings') as Doc
    for (const field of ['instagramUrl', 'linkedinUrl', 'networkUrl'])
      expect(settings[field], field).toMatch(/^https:\/\/[^/]+\//)
    expect(settings.contactEmail).toMatch(/^[a-z]+@studiodemo\.co$/)
  })

  it('lists job openings in the studio offices with a careers mailto', () => {
    for (const job of ofType('jobOpening')) {
      expect(OFFICES).toContain(job.location)
      expect(job.applyUrl).toMatch(/^mailto:careers@/)
      for (const field of ['title', 'department', 'employmentType', 'summary'])
        expect(job[field]).toBeTruthy()
    }
  })
})

describe('demo dataset blocks', () => {
  it('uses every work block type and every option', () => {
    const blocks = blocksOf('workProject')
    const types = values(blocks, '_type')
    for (const type of [
      'blockHero',
      'blockImageWithCaption',
      'blockImageWithSingleText',
      'blockImageWithDoubleText',
      'blockText',
      'blockImage',
      'blockStat',
      'blockVideo',
    ])
      expect(types, type).toContain(type)
    const of = (type: string) => blocks.filter((b) => b._type === type)
    expect(values(of('blockImageWithCaption'), 'captionPosition')).toEqual(
      new Set(['left', 'right']),
    )
    const single = of('blockImageWithSingleText')
    for (const side of ['left', 'right'])
      for (const fifty of [true, false])
        expect(single.some((b) => b.textPosition === side && b.fiftyFifty === fifty)).toBe(true)
    expect(values(of('blockImageWithDoubleText'), 'textPosition')).toEqual(
      new Set(['top', 'bottom']),
    )
  })

  it('uses every digest block type and option, with valid links and HTML', () => {
    const blocks = blocksOf('digestArticle')
    expect(values(blocks, '_type')).toEqual(
      new Set(['blockText', 'blockImage', 'blockTextWithImage']),
    )
    expect(values(blocks, 'textPosition')).toEqual(new Set(['left', 'right']))
    expect(values(blocks, 'imagePosition')).toEqual(new Set(['left', 'right']))
    expect(values(blocks, 'imageSize')).toEqual(new Set(['small', 'medium', 'large']))
    for (const article of ofType('digestArticle')) {
      expect(article.externalLink).toMatch(/^https:\/\//)
      expect(article.headerBody).toMatch(/<p>/)
      expect(refTarget(article.tag)?._type).toBe('tag')
      for (const service of article.services as Node[])
        expect(refTarget(service)?._type).toBe('service')
    }
  })

  it('keys every array member uniquely and writes valid Portable Text', () => {
    for (const array of docs.flatMap((doc) => [...arrays(doc)])) {
      const keys = array.map((item) => (item as Node)?._key).filter((key) => key !== undefined)
      expect(new Set(keys).size).toBe(keys.length)
    }
    const blocks = docs.flatMap((doc) => [...walk(doc)]).filter((node) => node._type === 'block')
    for (const block of blocks) {
      expect(block._key && block.style).toBeTruthy()
      const defs = (block.markDefs as Node[]).map((def) => def._key)
      for (const def of block.markDefs as Node[]) expect(def.href).toMatch(/^(https:|mailto:)/)
      for (const span of block.children as Node[]) {
        expect(span._type === 'span' && span._key).toBeTruthy()
        for (const mark of span.marks as string[]) expect(['strong', 'em', ...defs]).toContain(mark)
      }
    }
    const marks = new Set(
      blocks.flatMap((b) => (b.children as Node[]).flatMap((s) => s.marks as string[])),
    )
    expect(marks).toContain('strong')
    expect(marks).toContain('em')
  })
})

describe('demo dataset assets and size', () => {
  it('resolves every image to an asset file with matching dimensions, and gives it alt text', async () => {
    const images = docs.flatMap((doc) => [...walk(doc)]).filter((node) => node._type === 'image')
    expect(images.length).toBeGreaterThan(100)
    for (const image of images) {
      expect(String(image.alt ?? '').length, JSON.stringify(image)).toBeGreaterThan(10)
      const asset = refTarget(image.asset)
      expect(asset?._type).toBe('sanity.imageAsset')
      const [, hash, w, h, ext] =
        /^image-([a-f0-9]{40})-(\d+)x(\d+)-(\w+)$/.exec(String(asset?._id)) ?? []
      const file = join(DIR, 'assets/images', `${hash}-${w}x${h}.${ext}`)
      expect(existsSync(file), file).toBe(true)
      const meta = await sharp(file).metadata()
      expect([meta.width, meta.height]).toEqual([Number(w), Number(h)])
      expect(String((asset?.metadata as Node | undefined)?.lqip)).toMatch(
        /^data:image\/jpeg;base64,/,
      )
    }
  })

  it('resolves video references to the showreel file', () => {
    const files = docs.flatMap((doc) => [...walk(doc)]).filter((node) => node._type === 'file')
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const asset = refTarget(file.asset)
      expect(asset?._type).toBe('sanity.fileAsset')
      expect(existsSync(join(DIR, 'assets/files', `${asset?.sha1hash}.mp4`))).toBe(true)
    }
    expect(
      ofType('sanity.fileAsset').find((f) => f.originalFilename === 'showreel.mp4')?.title,
    ).toBe('Showreel')
  })

  it('has a social feed of eight posts with lake thumbnails', () => {
    const feed = JSON.parse(readFileSync(join(DIR, 'social-feed.json'), 'utf8')) as Node[]
    expect(feed).toHaveLength(8)
    for (const post of feed) {
      expect(post.post_url).toMatch(/^https:\/\//)
      const name = String(post.thumbnail_url).replace('/images/studiodemo/production/', '')
      expect(existsSync(join(DIR, 'assets/images', name)), String(post.thumbnail_url)).toBe(true)
    }
  })

  it('stays under 25 MB', () => {
    expect(folderBytes(DIR)).toBeLessThan(25 * 1024 * 1024)
  })
})
