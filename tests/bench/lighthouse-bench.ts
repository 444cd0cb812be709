import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { STATIC_PATHS } from '../../deploy/routes.ts'
import { glStart } from './gl-start.ts'
import { type LighthouseRow, type Preset, RUNS, runLighthouse } from './lighthouse.ts'
import { serve } from './serve.ts'

/**
 * Lighthouse 13, mobile then desktop preset, over every kind of route: the static ones,
 * one project and one article page (each kind shares one template), and the 404 page.
 * The build is served as the static hosts serve it, with the demo content lake.
 */
export async function lighthouseBench(chromePath: string, dist: string): Promise<void> {
  const server = await serve(dist, resolve('dataset'))
  try {
    const first = (dir: string) => readdirSync(join(dist, dir))[0]?.replace(/\.html$/, '')
    // Lighthouse will not audit a page answered with 404: the not-found page is measured
    // as the file itself, /404.html, which boots and renders afresh as it does anywhere.
    const paths = [
      ...STATIC_PATHS,
      `/work/${first('work')}`,
      `/digest/${first('digest')}`,
      '/404.html',
    ]
    const pages = readdirSync(join(dist, 'work')).length + readdirSync(join(dist, 'digest')).length
    console.log(
      `\nLighthouse 13 on ${paths.length} routes (the ${pages} project and article pages share two templates), median of ${RUNS} runs each`,
    )
    for (const preset of ['mobile', 'desktop'] as Preset[]) {
      const table: Record<string, LighthouseRow> = {}
      await runLighthouse(
        chromePath,
        paths.map((p) => server.url + p),
        [preset],
        (url, _, row) => {
          table[new URL(url).pathname] = row
        },
      )
      console.log(`\n${preset} preset`)
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
