import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

interface Doc {
  _id: string
  _type: string
  [key: string]: unknown
}

/**
 * A temporary dataset directory like the demo's, with its work projects replaced by
 * `count` projects cloned from them (same images and blocks, new ids, slugs, orders).
 * Everything else (assets, feeds) is symlinked from the demo dataset.
 */
export function generateDataset(count: number, demoDir = resolve('dataset')): string {
  const dir = mkdtempSync(join(tmpdir(), `bench-dataset-${count}-`))
  for (const name of readdirSync(demoDir)) {
    if (!name.endsWith('.ndjson')) symlinkSync(join(demoDir, name), join(dir, name))
  }
  const docs = readFileSync(join(demoDir, 'production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
  const projects = docs.filter((d) => d._type === 'workProject')
  if (projects.length === 0) throw new Error('the demo dataset has no work projects')
  const clones: Doc[] = []
  for (let i = 0; i < count; i++) {
    const base = projects[i % projects.length] as Doc
    const slug = (base.slug as { current?: string } | undefined)?.current ?? 'project'
    clones.push({
      ...base,
      _id: `bench-work-${i}`,
      title: `${String(base.title ?? 'Project')} ${i + 1}`,
      slug: { _type: 'slug', current: `${slug}-${i + 1}` },
      order: i + 1,
    })
  }
  const lines = [...docs.filter((d) => d._type !== 'workProject'), ...clones]
  writeFileSync(
    join(dir, 'production.ndjson'),
    `${lines.map((d) => JSON.stringify(d)).join('\n')}\n`,
  )
  return dir
}
