// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STATIC_PATHS } from '../../deploy/routes.ts'
import { resetContentStore } from '../../src/content/store.ts'
import { SLUGS, siteDocuments } from './fuzz/documents.ts'
import { chromeProblems, scriptProblems } from './fuzz/html-checks.ts'
import { loadDocuments, prepareRoutes, renderRoute } from './fuzz/render-route.tsx'

// Content fuzzing: documents generated from the schema's shapes (missing, null and
// wrong-typed fields, empty lists, 10,000-character, right-to-left and emoji text,
// references to nothing, unknown block types, repeated _keys, script in HTML and links)
// go through the site's real path (its query on the lake's GROQ engine, cleanEntries,
// each route's own entries) and every route is prerendered as the build does it. The bar: nothing
// throws, every route keeps its chrome, and the markup can run no script.
// Reproduce a failure with FUZZ_SEED=<seed> (and FUZZ_RUNS) from the printed line.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125)
const RUNS = Number(process.env.FUZZ_RUNS ?? 100)

type Doc = { _id: string; _type: string; [field: string]: unknown }
const demo = readFileSync(join(import.meta.dirname, '../../dataset/production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
const assetDocs = demo.filter((d) => d._type.startsWith('sanity.'))
const assets = {
  images: assetDocs
    .filter((d) => d._type === 'sanity.imageAsset')
    .map((d) => d._id)
    .slice(0, 3),
  files: assetDocs.filter((d) => d._type === 'sanity.fileAsset').map((d) => d._id),
}

const ROUTES = [
  ...STATIC_PATHS,
  '/no-such-page',
  ...SLUGS.flatMap((slug) => [`/work/${slug}`, `/digest/${slug}`]),
  '/work/missing',
]

/** Every problem on every route for one generated dataset. */
async function problemsFor(docs: readonly Doc[]): Promise<string[]> {
  // Through JSON, as a dataset stores documents (plain objects; NaN becomes null).
  await loadDocuments(JSON.parse(JSON.stringify([...assetDocs, ...docs])) as Doc[])
  const problems: string[] = []
  for (const path of ROUTES) {
    let page: ReturnType<typeof renderRoute>
    try {
      page = renderRoute(path)
    } catch (error) {
      problems.push(`${path}: render threw ${(error as Error).stack ?? String(error)}`)
      continue
    }
    problems.push(
      ...chromeProblems(page.html, path),
      ...scriptProblems(page.html).map((p) => `${path}: ${p}`),
    )
    // The embedded snapshot sits in a <script type="application/json">: no content may close it.
    if (page.snapshot.includes('<')) problems.push(`${path}: snapshot JSON holds a '<'`)
  }
  return problems
}

beforeAll(async () => {
  await prepareRoutes()
  // Malformed content is logged by design; the test reads the markup, not the log.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterAll(() => {
  vi.restoreAllMocks()
  resetContentStore()
})

describe('content fuzzing', () => {
  it('renders the demo content on every route with its chrome and no script', async () => {
    expect(await problemsFor(demo.filter((d) => !d._type.startsWith('sanity.')))).toEqual([])
    // Pages render in full, not as a loading panel or a Suspense fallback.
    for (const path of ROUTES) expect(renderRoute(path).html, path).not.toContain('aria-busy')
  })

  it('renders every route for generated hostile content', async () => {
    const started = Date.now()
    let runs = 0
    await fc.assert(
      fc.asyncProperty(siteDocuments(assets), async (docs) => {
        runs++
        expect(await problemsFor(docs)).toEqual([])
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: !process.env.FUZZ_SHRINK },
    )
    process.stdout.write(
      `content fuzz: seed ${SEED}, ${runs} runs × ${ROUTES.length} routes, ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    )
    expect(runs).toBe(RUNS)
  }, 120_000)
})
