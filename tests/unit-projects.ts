/** Where the unit tests are (Vitest, `npm run test:unit`): beside their code, or in tests/unit. */
export const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'lake/**/*.test.ts',
  'deploy/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
]

/**
 * Test files that get a fresh worker each (vite.config.ts runs the rest without isolation).
 * tests/unit/unit-isolation.test.ts holds the first three groups to what the files use.
 */
export const ISOLATED_TESTS = [
  // The lake: servers, query workers and child processes, encode queues and journals.
  'lake/**/*.test.ts',
  'tests/unit/lake*.test.ts',
  // vi.mock: a mocked module would stay in the shared module cache for the next file.
  'src/app/App.test.tsx',
  'src/content/useContent.test.tsx',
  'src/content/live-in-worker.test.ts',
  'src/webgl/start/prepare-stage.test.ts',
  'src/pages/digest/DigestPage.test.tsx',
  // Fake timers: a module first loaded under them (React's scheduler) keeps them.
  'src/chrome/cursor/bind-cursor.test.ts',
  'src/embeds/embed-status.test.ts',
  'src/lib/config.test.ts',
  'src/lib/first-paint.test.ts',
  'src/media/showreel/showreel.test.ts',
  'src/media/showreel/reel-actions.test.ts',
  'src/pages/work/useProgressiveCount.test.tsx',
  'src/scroll/input/quiet-timer.test.ts',
  'src/scroll/input/wheel-shield.test.ts',
  'src/scroll/layout/layout-watch.test.ts',
  'src/scroll/place/virtual-place.test.ts',
  'src/webgl/start/gpu-warm.test.ts',
  'src/webgl/start/stage-settled.test.ts',
  'src/webgl/loop/layout-feed.test.ts',
  // Child processes: a production build per test.
  'deploy/host-build.test.ts',
  // Module state a test expects fresh: warnings logged once per type or reference, the store
  // seeded from a snapshot, the track's shared motion record.
  'src/blocks/unknown-warn.test.tsx',
  'src/media/SanityImage.errors.test.tsx',
  'tests/unit/hydration.test.tsx',
  'src/scroll/engine/progress-line.test.ts',
]
