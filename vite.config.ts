import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { packageStylesPlugin } from './deploy/package-styles.ts'
import { prerenderPlugin, staticHostPlugin } from './deploy/plugin.ts'
import { lakePlugin } from './lake/plugin.ts'
import { ISOLATED_TESTS, UNIT_TESTS } from './tests/unit-projects.ts'
import { EnvironmentSequencer } from './tests/vitest-sequencer.ts'

// The embedded content lake runs inside Vite's dev and preview servers, so the
// site and its content share one origin with no account and no network. `vite build`
// also prerenders every route (deploy/), and `vite preview` serves the result as the
// static hosts do: their headers, and 404.html for unknown paths.
export default defineConfig(({ command, isPreview }) => ({
  plugins: [react(), packageStylesPlugin(), lakePlugin(), prerenderPlugin(), staticHostPlugin()],
  // The dev server renders in the browser ('spa': every path gets index.html). The build
  // is served as files ('mpa'): /about is dist/about.html, unknown paths get 404.html.
  appType: command === 'serve' && !isPreview ? 'spa' : 'mpa',
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  // The test hooks (window.__stage, window.__track) go only into builds made with
  // TEST_HOOKS=1: the browser tests' and the bench's. Elsewhere the branch is dead code.
  define: { __TEST_HOOKS__: JSON.stringify(process.env.TEST_HOOKS === '1') },
  server: { port: 5317 },
  preview: { port: 5317 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // OUT_DIR lets parallel test runs build and preview side by side; a test build
    // (TEST_HOOKS=1) never lands in dist/, the folder the hosts deploy.
    outDir: process.env.OUT_DIR ?? (process.env.TEST_HOOKS === '1' ? 'dist-test' : 'dist'),
    // One stylesheet, linked from every page: a prerendered page paints styled, before
    // any script. Chunks are preloaded from each page's HTML (deploy/prerender.ts), so
    // Vite's own preload helper stays out of the entry.
    cssCodeSplit: false,
    modulePreload: false,
    manifest: true,
  },
  // The live content worker (src/content/live-worker.ts) loads the Sanity client as
  // modules do, chunks and all.
  worker: { format: 'es' },
  test: {
    environment: 'node',
    sequence: { sequencer: EnvironmentSequencer },
    // Most files share their worker with the next file of their environment (no isolation):
    // a fresh worker per file cost more than the tests. ISOLATED_TESTS keep their own.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          isolate: false,
        },
      },
      // A thread per file starts quicker than a process.
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_TESTS, isolate: true, pool: 'threads' },
      },
    ],
  },
}))
