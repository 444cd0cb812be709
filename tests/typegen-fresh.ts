import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// `npm test` step: the committed src/content/sanity.types.ts is what TypeGen makes from
// the Studio schema (studio/schema.json, extracted just before) and the site's queries.
// TypeGen writes into a temporary file; any difference fails with the fix to run.

const COMMITTED = resolve('src/content/sanity.types.ts')

/** The first differing line of two texts, 1-based, or 0 when they are equal. */
export function firstDifference(a: string, b: string): number {
  if (a === b) return 0
  const left = a.split('\n')
  const right = b.split('\n')
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    if (left[i] !== right[i]) return i + 1
  return 0
}

function main(): number {
  const dir = mkdtempSync(join(tmpdir(), 'typegen-'))
  const out = join(dir, 'sanity.types.ts')
  try {
    const run = spawnSync('npm', ['--prefix', 'studio', 'run', 'typegen'], {
      stdio: 'inherit',
      env: { ...process.env, SANITY_TYPEGEN_OUT: out, DO_NOT_TRACK: '1' },
    })
    if (run.status !== 0) return run.status ?? 1
    const line = firstDifference(readFileSync(COMMITTED, 'utf8'), readFileSync(out, 'utf8'))
    if (line === 0) {
      console.log('src/content/sanity.types.ts is up to date with the schema and the queries.')
      return 0
    }
    console.error(
      `src/content/sanity.types.ts is stale (first difference at line ${line}): run \`npm run studio:types\` and commit the result.`,
    )
    return 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exit(main())
}
