import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { toImportFormat } from './import-format.ts'

// npm run studio:import-file: writes studio/.import/production.ndjson for
// `sanity dataset import` (studio/README.md, "Set up a Sanity project").
const root = resolve(import.meta.dirname, '../..')
const docs = readFileSync(join(root, 'dataset/production.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Record<string, unknown>)
const out = join(root, 'studio/.import/production.ndjson')
mkdirSync(join(root, 'studio/.import'), { recursive: true })
const converted = toImportFormat(docs, join(root, 'dataset/assets'))
writeFileSync(out, `${converted.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
console.log(`${converted.length} documents → ${out}`)
