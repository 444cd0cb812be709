import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStore, silentLogger } from '../../lake/index.ts'
import { demoEntries } from '../../tests/unit/demo-entries.ts'
import type { Entry } from '../content/types.ts'
import { annotate, editTarget, fieldPath, type Segment, type Source } from './edit-targets.ts'

// The site's query renames and dereferences; each edit target must name the document and the
// path where the value shown really lives. Checked over the demo's whole answer against its
// documents, then case by case.

type Node = Record<string, unknown> & { $edit?: (field?: string) => string | undefined }

/** Targets as plain data: `$edit` answers the source it was given, as JSON. */
const recorded = (source: Source) => (field?: string) =>
  JSON.stringify({
    id: source.id,
    type: source.type,
    path: field === undefined ? source.path : fieldPath(source, field),
  })
const sourceOf = (node: unknown, field?: string): Source =>
  JSON.parse((node as Node).$edit?.(field) ?? 'null')

/** The value at a Studio path in a document. */
function at(doc: unknown, path: Segment[]): unknown {
  let value = doc
  for (const step of path) {
    if (Array.isArray(value)) {
      value =
        typeof step === 'object'
          ? value.find((item) => item?._key === step._key)
          : value[step as number]
    } else if (value && typeof value === 'object' && typeof step === 'string') {
      value = (value as Record<string, unknown>)[step]
    } else return undefined
  }
  return value
}

/** Every annotated object in an answer, depth first. */
function* nodes(value: unknown): Generator<Node> {
  if (!value || typeof value !== 'object') return
  if ((value as Node).$edit) yield value as Node
  for (const child of Object.values(value)) yield* nodes(child)
}

let entries: Entry[]
let documents: Map<string, unknown>

beforeAll(async () => {
  entries = await demoEntries()
  annotate(entries, recorded)
  const view = await createStore({ datasetDir: resolve('dataset'), logger: silentLogger }).view(
    'production',
    'published',
  )
  documents = new Map(view?.docs.map((doc) => [String(doc._id), doc]))
})

describe('edit targets over the demo content', () => {
  it('name, for every text the site shows, the document and path that hold it', () => {
    let checked = 0
    for (const node of nodes(entries)) {
      for (const [field, value] of Object.entries(node)) {
        if (typeof value !== 'string' || field.startsWith('_')) continue
        const { id, type, path } = sourceOf(node, field)
        const doc = documents.get(id) as Node | undefined
        expect(doc?._type, id).toBe(type)
        expect(at(doc, path), `${id} ${JSON.stringify(path)}`).toBe(value)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(500)
  })

  it('name, for every picture, list and block, a node of the same kind in the document', () => {
    let checked = 0
    for (const node of nodes(entries)) {
      const { id, path } = sourceOf(node)
      if (path.length === 0) continue // a document: targets are its fields
      const held = at(documents.get(id), path) as Node | unknown[] | undefined
      expect(held, `${id} ${JSON.stringify(path)}`).toBeDefined()
      if (Array.isArray(node)) expect(Array.isArray(held)).toBe(true)
      else expect((held as Node)._key).toBe(node._key)
      checked++
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('give a dereferenced asset none, and stay out of JSON and spreads', () => {
    const project = entries.find((e) => e._type === 'workProject') as unknown as Node
    const image = project.featureImage as Node
    expect(image.$edit).toBeDefined()
    expect((image.asset as Node).$edit).toBeUndefined()
    expect(Object.keys(project)).not.toContain('$edit')
    expect(JSON.stringify(project)).not.toContain('$edit')
    expect({ ...image }.$edit).toBeUndefined()
  })
})

describe('edit targets, case by case', () => {
  const project = {
    _id: 'work-a',
    _type: 'workProject',
    title: 'A',
    slug: 'a',
    featureImage: { _type: 'image', alt: 'x', asset: { _id: 'image-1' } },
    tags: [{ _id: 'tag-1', title: 'Brand' }, null, { _id: 'tag-2', title: 'Film' }],
    contentBlocks: [
      { _key: 'hero', _type: 'blockHero', image: { _type: 'image' }, caption: [{ _key: 'b' }] },
      { _key: 'stat', _type: 'blockStat', stats: [{ _key: 's1', value: '40%' }, { value: '2' }] },
    ],
  }
  const article = {
    _id: 'digest-a',
    _type: 'digestArticle',
    tag: { _id: 'tag-3', title: 'News' },
    services: [{ _id: 'service-1', title: 'Print' }],
  }
  const about = {
    _id: 'aboutPage',
    _type: 'aboutPage',
    clientsSection: { title: 'Clients', clients: [{ _id: 'client-1', name: 'Acme' }] },
    studiosSection: { studios: [{ _key: 'durham', name: 'Durham' }] },
  }
  annotate([project, article, about], recorded)
  const [hero, stat] = project.contentBlocks

  it('maps fields, blocks, list items and renamed fields to the document’s own paths', () => {
    expect(sourceOf(project, 'title')).toEqual({
      id: 'work-a',
      type: 'workProject',
      path: ['title'],
    })
    expect(sourceOf(project, 'slug').path).toEqual(['slug', 'current'])
    expect(sourceOf(project.featureImage).path).toEqual(['featureImage'])
    expect(sourceOf(hero?.image).path).toEqual(['contentBlocks', { _key: 'hero' }, 'image'])
    expect(sourceOf(hero?.caption).path).toEqual(['contentBlocks', { _key: 'hero' }, 'caption'])
    expect(sourceOf(stat?.stats?.[0], 'value').path).toEqual([
      'contentBlocks',
      { _key: 'stat' },
      'stats',
      { _key: 's1' },
      'value',
    ])
    // An item without a key (broken content) by its position.
    expect(sourceOf(stat?.stats?.[1], 'value').path).toEqual([
      'contentBlocks',
      { _key: 'stat' },
      'stats',
      1,
      'value',
    ])
    expect(sourceOf(about.studiosSection.studios[0], 'name').path).toEqual([
      'studiosSection',
      'studios',
      { _key: 'durham' },
      'name',
    ])
  })

  it('gives a dereferenced document its own target, of the type the reference names', () => {
    expect(sourceOf(project.tags[2], 'title')).toEqual({
      id: 'tag-2',
      type: 'tag',
      path: ['title'],
    })
    expect(sourceOf(article.tag, 'title')).toEqual({ id: 'tag-3', type: 'tag', path: ['title'] })
    expect(sourceOf(article.services[0], 'title').type).toBe('service')
    expect(sourceOf(about.clientsSection.clients[0], 'name')).toEqual({
      id: 'client-1',
      type: 'clients',
      path: ['name'],
    })
    // The list itself is the referring document's field.
    expect(sourceOf(project.tags).path).toEqual(['tags'])
  })

  it("writes Sanity's data-sanity value, and none for a whole document", () => {
    const target = editTarget({ id: 'work-a', type: 'workProject', path: [] })
    expect(target('title')).toBe('id=work-a;type=workProject;path=title;base=%2F')
    expect(target()).toBeUndefined()
    const picture = editTarget({
      id: 'drafts.work-a',
      type: 'workProject',
      path: ['contentBlocks', { _key: 'hero' }, 'image'],
    })
    expect(picture()).toBe('id=work-a;type=workProject;path=contentBlocks:hero.image;base=%2F')
  })
})
