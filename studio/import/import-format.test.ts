import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { assetFile, toImportFormat } from './import-format.ts'

const root = join(import.meta.dirname, '../..')
const assets = join(root, 'dataset/assets')
const docs = readFileSync(join(root, 'dataset/production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the demo dataset in import format', () => {
  const converted = toImportFormat(docs, assets)
  const text = JSON.stringify(converted)
  const uploads = [...text.matchAll(/"_sanityAsset":"(image|file)@(file:[^"]+)"/g)]

  it('drops the asset documents and keeps every content document', () => {
    expect(converted.some((d) => String(d._type).startsWith('sanity.'))).toBe(false)
    expect(converted).toHaveLength(
      docs.filter((d) => !String(d._type).startsWith('sanity.')).length,
    )
  })

  it('points every image and video at a file that exists, and leaves no asset reference', () => {
    expect(uploads.length).toBeGreaterThan(100)
    expect(uploads.some(([, kind]) => kind === 'file')).toBe(true)
    for (const [, , url] of uploads)
      expect(existsSync(fileURLToPath(url as string)), url).toBe(true)
    expect(text).not.toMatch(/"_ref":"(image|file)-/)
  })

  it('keeps alt text and the rest of each image', () => {
    const project = converted.find((d) => d._type === 'workProject') as Record<string, unknown>
    const image = project.featureImage as Record<string, unknown>
    expect(image._type).toBe('image')
    expect(String(image.alt).length).toBeGreaterThan(10)
    expect(image.asset).toBeUndefined()
  })
})

describe('assetFile', () => {
  it('maps image and file ids to the dataset layout, and nothing else', () => {
    expect(assetFile('image-abc123-800x600-jpg', '/a')).toBe('/a/images/abc123-800x600.jpg')
    expect(assetFile('file-abc123-mp4', '/a')).toBe('/a/files/abc123.mp4')
    expect(assetFile('image-malformed', '/a')).toBeNull()
  })
})
