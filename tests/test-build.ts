import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The build the browser tests drive: `TEST_HOOKS=1 vite build` writes it here, with the
 * test hooks in. `npm run build` writes the shipped site to dist/, without them.
 */
export const TEST_BUILD_DIR = 'dist-test'

/** What only the test hooks put in a build: the window handles they define. */
const HOOK = /(?<![\w$-])__(?:stage|track)\b/

/** The scripts and pages of the build in `dir` that carry a test hook, relative to it. */
export function filesWithTestHooks(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|html)$/.test(file))
    .filter((file) => HOOK.test(readFileSync(join(dir, file), 'utf8')))
    .sort()
}
