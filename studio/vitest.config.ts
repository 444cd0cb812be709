import { defineConfig } from 'vitest/config'

// The Studio's own tests (run by `npm test` from the repo root, after the Studio install):
// they import `sanity`, which only this workspace installs.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: [
      'validation/**/*.test.ts',
      'import/**/*.test.ts',
      'lake/**/*.test.ts',
      'presentation/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
