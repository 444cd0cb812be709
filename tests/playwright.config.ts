import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
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

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions,
}

/**
 * The specs that keep software WebGL busy for minutes (a 2,000-project archive, the soak, a
 * GPU too slow to keep up): beside one another or another worker's page on 2 cores, their
 * waits ran out. `npm test` runs them after the rest, one at a time (tests/run.ts).
 */
const ALONE = /webgl-(archive|soak|step-aside)\.spec\.ts$/

export default defineConfig({
  testDir: './browser',
  // PW_OUTPUT_DIR lets parallel runs keep their own results (Playwright empties this folder).
  outputDir: process.env.PW_OUTPUT_DIR ?? '../test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  reporter: [['list'], ['json']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure' },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    cwd: '..',
    reuseExistingServer: false,
    timeout: 60_000,
  },
  projects: [
    { name: 'desktop', testIgnore: ALONE, use: desktop },
    { name: 'desktop-alone', testMatch: ALONE, workers: 1, use: desktop },
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
