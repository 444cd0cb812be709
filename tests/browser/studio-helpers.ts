import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createStaticHandler } from '../../deploy/static-host.ts'
import { createLake, type Lake, silentLogger } from '../../lake/index.ts'

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
async function ensureStudioBuild(): Promise<void> {
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

/** Whether a site build's headers let the test's Studio frame it (deploy/headers.ts). */
const framedBy = (distDir: string, origin: string) => {
  const headers = resolve(distDir, '_headers')
  return existsSync(headers) && readFileSync(headers, 'utf8').includes(`frame-ancestors ${origin};`)
}

const manifest = (distDir: string) => {
  const file = resolve(distDir, '.vite/manifest.json')
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

/**
 * A site build the test's Studio may frame, for its Presentation tool: the build the tests
 * run against if its headers say so, else one of the same code (the same manifest) made
 * with STUDIO_URL, made again when the code changed (under a minute).
 */
async function ensureFramedSiteBuild(): Promise<string> {
  const main = process.env.OUT_DIR ?? 'dist'
  if (framedBy(main, STUDIO)) return main
  const own = 'dist-presentation'
  const current = () => framedBy(own, STUDIO) && manifest(own) === manifest(main)
  if (current()) return own
  const code = await new Promise<number | null>((done) => {
    const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      env: { ...process.env, OUT_DIR: own, STUDIO_URL: STUDIO },
      stdio: 'inherit',
    })
    build.on('exit', done)
  })
  if (code !== 0 || !framedBy(own, STUDIO)) throw new Error(`The site build failed (exit ${code})`)
  if (!current()) throw new Error(`${own} does not match ${main}: build the site again`)
  return own
}

export type Doc = Record<string, unknown> & { _id: string; _rev: string; title?: string }

/** Documents straight from the lake, as a local script with the editor's token reads them. */
export async function lakeDocs(lake: Lake, ids: string[]): Promise<(Doc | undefined)[]> {
  const url = `${SITE}/v2025-02-19/data/doc/production/${ids.join(',')}`
  const init = { headers: { authorization: `Bearer ${lake.editorToken}` } }
  // Once more on a kept-alive connection the restarted lake's old server had closed.
  const response = await fetch(url, init).catch(() => fetch(url, init))
  const { documents } = (await response.json()) as { documents: Doc[] }
  return ids.map((id) => documents.find((doc) => doc._id === id))
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The Studio specs' servers share LAKE_PORT and STUDIO_PORT (the Studio is built for that
 * lake), and Playwright runs spec files side by side: one spec at a time holds the ports.
 * Resolves with the release; a holder that died leaves a lock the next one takes over.
 */
async function holdStudioPorts(): Promise<() => void> {
  const lock = join(tmpdir(), `studio-test-ports-${STUDIO_PORT}`)
  const owner = join(lock, 'pid')
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(owner, String(process.pid))
      return () => rmSync(lock, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : 0
    const young = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000
    if (pid ? !isAlive(pid) : !young) rmSync(lock, { recursive: true, force: true })
    else await new Promise((done) => setTimeout(done, 1000))
  }
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

interface SiteAndLake {
  lake: Lake
  stop(): Promise<void>
}

/** The site's build (`distDir`) and a lake over the repo's dataset with its own state, on LAKE_PORT. */
async function startSiteAndLake(
  stateDir: string,
  distDir = process.env.OUT_DIR ?? 'dist',
): Promise<SiteAndLake> {
  const lake = createLake({ stateDir, studioOrigins: [STUDIO], logger: silentLogger })
  const site = createStaticHandler(resolve(distDir))
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
async function startStudio(): Promise<() => Promise<void>> {
  const studio = createStaticHandler(STUDIO_DIST)
  const server = await listen(
    createServer((req, res) => void studio(req, res)),
    STUDIO_PORT,
  )
  return () => close(server)
}

export interface StudioServers {
  /** The site and its lake, as they run now (restartSite replaces them). */
  site: SiteAndLake
  /** Stops the site and its lake and starts them again on the same state. */
  restartSite(): Promise<void>
  close(): Promise<void>
}

/**
 * A Studio spec's servers: the ports held, the Studio built if need be, the site (`framed`: a
 * build the test's Studio may frame) with a lake of a state of its own, and the built Studio.
 */
export async function openStudioServers(
  name: string,
  { framed = false }: { framed?: boolean } = {},
): Promise<StudioServers> {
  // Before the builds: a spec building the Studio holds the ports too.
  const release = await holdStudioPorts()
  const stateDir = mkdtempSync(join(tmpdir(), `${name}-lake-`))
  const cleanUp = () => {
    release()
    rmSync(stateDir, { recursive: true, force: true })
  }
  try {
    await ensureStudioBuild()
    const dist = framed ? await ensureFramedSiteBuild() : undefined
    const site = await startSiteAndLake(stateDir, dist)
    const stopStudio = await startStudio()
    const servers: StudioServers = {
      site,
      async restartSite() {
        await servers.site.stop()
        servers.site = await startSiteAndLake(stateDir, dist)
      },
      async close() {
        await servers.site.stop()
        await stopStudio()
        cleanUp()
      },
    }
    return servers
  } catch (error) {
    cleanUp()
    throw error
  }
}
