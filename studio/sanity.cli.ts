import { createRequire } from 'node:module'
import { defineCliConfig } from 'sanity/cli'
import { readStudioEnv } from './env.ts'
import { offlineHtml } from './lake/offline-html.ts'

const { projectId, dataset, lakeUrl } = readStudioEnv(process.env)
const sanityVersion: string = createRequire(import.meta.url)('sanity/package.json').version

export default defineCliConfig({
  api: { projectId, dataset },
  // The Studio bundle reads the site's VITE_ settings too (sanity.config.ts): Sanity only
  // exposes SANITY_STUDIO_* variables, so these are defined here, the lake's URL too (empty
  // for a real project). On the lake the page fetches nothing from Sanity's hosts.
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      'process.env.VITE_SANITY_PROJECT_ID': JSON.stringify(projectId),
      'process.env.VITE_SANITY_DATASET': JSON.stringify(dataset),
      'process.env.VITE_SITE_URL': JSON.stringify(process.env.VITE_SITE_URL ?? ''),
      'process.env.SANITY_STUDIO_LAKE_URL': JSON.stringify(lakeUrl ?? ''),
    },
    plugins: [...(config.plugins ?? []), ...(lakeUrl ? [offlineHtml(lakeUrl, sanityVersion)] : [])],
  }),
  // TypeGen reads the site's defineQuery queries and writes their result types into the
  // site. SANITY_TYPEGEN_OUT redirects the output: `npm test` generates into a temporary
  // file and fails when it differs from the committed one.
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: 'schema.json',
    generates: process.env.SANITY_TYPEGEN_OUT ?? '../src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
