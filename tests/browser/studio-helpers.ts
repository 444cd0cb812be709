import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { resolve } from 'node:path'
import { createLake, type Lake } from '../../lake/handler.ts'
import { silentLogger } from '../../lake/http.ts'
import { createStaticHandler } from '../../lake/static.ts'

import {
  LAKE_PORT,
  SITE,
  STUDIO,
  STUDIO_DIST_DIR,
  STUDIO_PORT,
  studioTestBuildEnv,
} from './studio-ports.ts'

export { SITE, STUDIO }

// The Studio test's own servers, beside Playwright's: the site and its lake on one port,
// the built Studio on the next.
const STUDIO_DIST = resolve(STUDIO_DIST_DIR)

const builtForThisLake = () => {
  const page = resolve(STUDIO_DIST, 'index.html')
  return existsSync(page) && readFileSync(page, 'utf8').includes(JSON.stringify(SITE))
}

/** The Studio build for this lake: the one `npm test` made, or a new one (a few minutes). */
export async function ensureStudioBuild(): Promise<void> {
  if (builtForThisLake()) return
  const code = await new Promise<number | null>((done) => {
    const build = spawn(
      'npm',
      ['--prefix', 'studio', 'run', 'build', '--', `../${STUDIO_DIST_DIR}`],
      {
        env: { ...process.env, ...studioTestBuildEnv() },
        stdio: 'inherit',
      },
    )
    build.on('exit', done)
  })
  if (code !== 0 || !builtForThisLake()) throw new Error(`The Studio build failed (exit ${code})`)
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done(server))
  })
}

const close = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections()
    server.close(() => done())
  })

/** The site's build and a lake over the repo's dataset with its own state, on LAKE_PORT. */
export async function startSiteAndLake(
  stateDir: string,
): Promise<{ lake: Lake; stop(): Promise<void> }> {
  const lake = createLake({ stateDir, studioOrigins: [STUDIO], logger: silentLogger })
  const site = createStaticHandler(resolve(process.env.OUT_DIR ?? 'dist'))
  const server = createServer((req, res) => lake(req, res, () => void site(req, res)))
  server.on('upgrade', (req, socket) => {
    if (!lake.upgrade(req, socket)) socket.destroy()
  })
  await listen(server, LAKE_PORT)
  return {
    lake,
    async stop() {
      lake.close()
      await close(server)
    },
  }
}

/** The built Studio, served as a static host would (index.html for its routes). */
export async function startStudio(): Promise<() => Promise<void>> {
  const studio = createStaticHandler(STUDIO_DIST)
  const server = await listen(
    createServer((req, res) => void studio(req, res)),
    STUDIO_PORT,
  )
  return () => close(server)
}
