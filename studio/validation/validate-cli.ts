import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SanityDocument } from 'sanity'
import { describeProblems, validateDataset } from './validate.ts'
import { loadWorkspace } from './workspace.ts'

// npm run studio:validate [-- <file.ndjson>]: Sanity's validation over a dataset export,
// one line per problem (default: the demo dataset).
const file = process.argv[2] ?? join(import.meta.dirname, '../../dataset/production.ndjson')
const docs = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as SanityDocument)
const started = Date.now()
const reports = await validateDataset(docs, await loadWorkspace())
const problems = describeProblems(reports)
for (const line of problems) console.log(line)
console.log(`${reports.length} documents, ${problems.length} problems, ${Date.now() - started} ms`)
process.exit(problems.length ? 1 : 0)
