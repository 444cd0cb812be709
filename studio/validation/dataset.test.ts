import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { SanityDocument, Workspace } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateDataset } from '../../tests/bench/archive-dataset.ts'
import { describeProblems, validateDataset } from './validate.ts'
import { loadWorkspace } from './workspace.ts'

// Every document of the demo dataset, and of the 500-project benchmark dataset, against
// the Studio schema with Sanity's own validateDocument, as `sanity documents validate`
// runs it ('cli' environment: it also reports fields the schema does not define). In that
// environment Sanity reports object-typed fields at warning level, so any marker, warning
// or error, is a failure here.

const DATASET = join(import.meta.dirname, '../../dataset/production.ndjson')

function readDataset(file: string): SanityDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument)
}

let workspace: Workspace
const demo = readDataset(DATASET)

beforeAll(async () => {
  workspace = await loadWorkspace()
})

describe('demo dataset against the Studio schema', () => {
  it('validates every content document of dataset/production.ndjson', async () => {
    const reports = await validateDataset(demo, workspace)
    expect(reports.length).toBeGreaterThan(70)
    expect(new Set(reports.map((r) => r._type))).toEqual(
      new Set([
        'workProject',
        'digestArticle',
        'shopItem',
        'aboutPage',
        'clients',
        'jobOpening',
        'tag',
        'service',
        'siteSettings',
      ]),
    )
    expect(describeProblems(reports)).toEqual([])
  })

  it('validates the generated 500-project dataset', async () => {
    const dir = generateDataset(500)
    try {
      const docs = readDataset(join(dir, 'production.ndjson'))
      const reports = await validateDataset(docs, workspace)
      expect(reports.filter((r) => r._type === 'workProject')).toHaveLength(500)
      expect(describeProblems(reports)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

type Doc = SanityDocument & Record<string, unknown>
const clone = <T>(value: T): T => structuredClone(value)
const first = (type: string) => clone(demo.find((d) => d._type === type) as Doc)
const blocks = (doc: Doc) => doc.contentBlocks as Record<string, unknown>[]
const work = first('workProject')
const other = demo.find((d) => d._type === 'workProject' && d._id !== work._id) as Doc

/** A copy of a valid document, broken one way, with the path the report must name. */
const broken: [rule: string, doc: () => Doc, path: string, message: RegExp][] = [
  ['title is required', () => ({ ...work, title: undefined }), 'title', /required/i],
  [
    'slugs are unique per type',
    () => ({ ...work, slug: clone(other.slug) }),
    'slug',
    /already in use/i,
  ],
  [
    'slugs are lower-case words',
    () => ({ ...work, slug: { _type: 'slug', current: 'Trail Notes!' } }),
    'slug',
    /lower-case/i,
  ],
  ['order is an integer', () => ({ ...work, order: 1.5 }), 'order', /integer/i],
  [
    'images carry alt text',
    () => {
      const doc = clone(work)
      delete (doc.featureImage as Record<string, unknown>).alt
      return doc
    },
    'featureImage.alt',
    /describe the picture/i,
  ],
  [
    'Portable Text links are http(s) or mailto',
    () => {
      const doc = clone(work)
      const text = blocks(doc).find((b) => b._type === 'blockText') as { text: Doc[] }
      const block = text.text[0] as Doc
      block.markDefs = [{ _type: 'link', _key: 'evil', href: 'javascript:alert(1)' }]
      return doc
    },
    'contentBlocks',
    /protocols|scheme/i,
  ],
  [
    'blocks are the schema’s block types',
    () => {
      const doc = clone(work)
      blocks(doc).push({ _key: 'marquee1', _type: 'blockMarquee', text: 'hi' })
      return doc
    },
    'contentBlocks',
    /unknown block type: blockMarquee/i,
  ],
  [
    'references point at documents',
    () => ({ ...work, tags: [{ _type: 'reference', _ref: 'tag-nothing', _key: 'gone1' }] }),
    'tags',
    /exist|reference/i,
  ],
  [
    'fields outside the schema are reported',
    () => ({ ...work, heroVideo: 'x' }),
    'heroVideo',
    /does not exist/i,
  ],
  [
    'digest externalLink is http(s)',
    () => ({ ...first('digestArticle'), externalLink: 'ftp://files.example/x' }),
    'externalLink',
    /protocols|scheme/i,
  ],
  [
    'job applyUrl is http(s) or mailto',
    () => ({ ...first('jobOpening'), applyUrl: 'javascript:alert(1)' }),
    'applyUrl',
    /protocols|scheme/i,
  ],
  [
    'site settings URLs are http(s)',
    () => ({ ...first('siteSettings'), instagramUrl: 'javascript:alert(1)' }),
    'instagramUrl',
    /protocols|scheme/i,
  ],
  [
    'positions are one of the listed values',
    () => {
      const doc = clone(work)
      const block = blocks(doc).find((b) => b._type === 'blockImageWithCaption') as Doc
      block.captionPosition = 'middle'
      return doc
    },
    'contentBlocks',
    /allowed values/i,
  ],
]

describe('a document breaking a rule is reported', () => {
  it.each(broken)('%s', async (_rule, make, path, message) => {
    const doc = make()
    // The broken copy replaces the original: the rest of the dataset is what slugs and
    // references are checked against.
    const dataset = [...demo.filter((d) => d._id !== doc._id), doc]
    const reports = await validateDataset(dataset, workspace, { select: (d) => d === doc })
    expect(reports).toHaveLength(1)
    const problems = describeProblems(reports)
    expect(
      problems.some((p) => p.startsWith(`${doc._id} ${path}`) && message.test(p)),
      problems.join('\n'),
    ).toBe(true)
  })
})
