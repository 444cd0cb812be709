// Where the Studio test serves the site with its lake and the built Studio: beside
// Playwright's own server, derived from TEST_PORT so that parallel runs do not collide.
// tests/run.ts builds the Studio for this lake before the browser tests.
const base = Number(process.env.TEST_PORT ?? 4791) + 1000
export const LAKE_PORT = base
export const STUDIO_PORT = base + 1
export const SITE = `http://localhost:${LAKE_PORT}`
export const STUDIO = `http://localhost:${STUDIO_PORT}`

/** The Studio build's folder, relative to the repo root. */
export const STUDIO_DIST_DIR = 'dist-studio'

/** The environment that builds the Studio for the test's lake. */
export const studioTestBuildEnv = () => ({ SANITY_STUDIO_LAKE_URL: SITE, DO_NOT_TRACK: '1' })
