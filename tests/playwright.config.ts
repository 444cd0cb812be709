import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { ARCHIVE } from './browser/archive-site.ts'
import { CHROMIUM_ARGS } from './chromium.ts'
import { filesWithTestHooks, TEST_BUILD_DIR } from './test-build.ts'

// The specs drive the test build (TEST_HOOKS=1, in dist-test unless OUT_DIR says): the
// server and the builds the specs make themselves (the archive, the Studio's framed site)
// inherit both. A build without the hooks fails here, saying so, not in every spec.
process.env.TEST_HOOKS = '1'
process.env.OUT_DIR ??= TEST_BUILD_DIR
const BUILD = join(fileURLToPath(new URL('..', import.meta.url)), process.env.OUT_DIR)
if (existsSync(join(BUILD, 'assets')) && filesWithTestHooks(join(BUILD, 'assets')).length === 0) {
  throw new Error(`${BUILD} has no test hooks: build it with TEST_HOOKS=1 npx vite build`)
}

// Browser tests run against the production build served by `vite preview`, which also
// mounts the embedded content lake, on an unusual port so a busy machine doesn't collide.
const PORT = Number(process.env.TEST_PORT ?? 4791)
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
}

export default defineConfig({
  testDir: './browser',
  // PW_OUTPUT_DIR lets parallel runs keep their own results (Playwright empties this folder).
  outputDir: process.env.PW_OUTPUT_DIR ?? '../test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One worker per core: the specs are CPU-bound (software WebGL and compositing).
  workers: availableParallelism(),
  reporter: [['list'], ['json']],
  // No trace by default: recording one for every test (screenshots, DOM snapshots) made the
  // CPU-bound run a fifth slower. A failure keeps a screenshot and its page snapshot; rerun
  // the spec with --trace=on for the whole trace (docs/testing.md).
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', screenshot: 'only-on-failure' },
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The 200-project archive site (work-archive.spec.ts), built once per run on demand.
      command: 'node --import tsx tests/browser/archive-server.ts',
      url: `${ARCHIVE.url}/lake/status.json`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
})
