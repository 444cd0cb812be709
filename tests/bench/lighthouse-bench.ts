import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CHROMIUM_ARGS, DEFAULT_GL_ARGS } from '../chromium.ts'
import { glStart } from './gl-start.ts'
import { type LighthouseRow, type Preset, RUNS, runLighthouse } from './lighthouse.ts'
import { routeKinds } from './route-kinds.ts'
import { serve } from './serve.ts'

/** The desktop budget on a visitor's GL (issue 34): performance 98 or more on every route. */
const LIGHTHOUSE_DESKTOP_BUDGET = 98

/**
 * Lighthouse runs: mobile (no WebGL below 1024 px); desktop with SwiftShader and `?gl=force`
 * (the canvas as where it runs); desktop in Chromium's own GL setup, as a visitor's browser
 * picks it, held to the budget.
 */
const AUDITS: { title: string; preset: Preset; flags: string[]; query: string; budget: boolean }[] =
  [
    { title: 'mobile preset', preset: 'mobile', flags: CHROMIUM_ARGS, query: '', budget: false },
    {
      title: 'desktop preset, SwiftShader with ?gl=force (the canvas)',
      preset: 'desktop',
      flags: CHROMIUM_ARGS,
      query: '?gl=force',
      budget: false,
    },
    {
      title: `desktop preset, Chromium's own GL setup (no GL flag, no override; budget: performance ≥ ${LIGHTHOUSE_DESKTOP_BUDGET})`,
      preset: 'desktop',
      flags: DEFAULT_GL_ARGS,
      query: '',
      budget: true,
    },
  ]

/**
 * Lighthouse 13 (AUDITS) over every kind of route (routeKinds) and the 404 page. The
 * build is served as the static hosts serve it, with the demo content lake.
 */
export async function lighthouseBench(chromePath: string, dist: string): Promise<void> {
  const server = await serve(dist, resolve('dataset'))
  try {
    // Lighthouse will not audit a page answered with 404: the not-found page is measured
    // as the file itself, /404.html, which boots and renders afresh as it does anywhere.
    const paths = [...routeKinds(dist), '/404.html']
    const pages = readdirSync(join(dist, 'work')).length + readdirSync(join(dist, 'digest')).length
    console.log(
      `\nLighthouse 13 on ${paths.length} routes (the ${pages} project and article pages share two templates), median of ${RUNS} runs each`,
    )
    for (const audit of AUDITS) {
      const table: Record<string, LighthouseRow & { budget?: string }> = {}
      await runLighthouse(
        chromePath,
        paths.map((p) => server.url + p + audit.query),
        [audit.preset],
        (url, _, row) => {
          const met = row.performance >= LIGHTHOUSE_DESKTOP_BUDGET
          table[new URL(url).pathname] = audit.budget
            ? { ...row, budget: met ? 'met' : 'MISSED' }
            : row
        },
        audit.flags,
      )
      console.log(`\n${audit.title}`)
      console.table(table)
    }
    const start = await glStart(chromePath, server.url)
    console.log(
      "\nThe WebGL stage's first round trips to the GPU process, with and without the screenshots Lighthouse records (median of 3, ms)",
    )
    console.table(
      Object.fromEntries(
        Object.entries(start).map(([k, v]) => [
          k,
          {
            'context made': Math.round(v.context),
            'first extension': Math.round(v.firstExtension),
          },
        ]),
      ),
    )
  } finally {
    await server.close()
  }
}
