import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { createStaticHandler } from '../../deploy/static-host.ts'
import { createLake, silentLogger } from '../../lake/index.ts'
import { viteBuild } from '../bench/archive-build.ts'
import { generateDataset } from '../bench/archive-dataset.ts'
import { ARCHIVE } from './archive-site.ts'

// Started by Playwright (tests/playwright.config.ts) for the whole run: a lake over a generated
// archive on ARCHIVE.port, and the site built from it the first time a spec asks for it
// (`/__archive/ready`), as a studio with that archive deploys it. The build reads its content
// from this same server, which then serves it: one origin, as the static hosts have it.

const datasetDir = generateDataset(ARCHIVE.projects)
const outDir = resolve(ARCHIVE.dir)
const lake = createLake({ datasetDir, logger: silentLogger })
// Made after the build: it reads the build's _headers when it is created.
let files: ReturnType<typeof createStaticHandler> | undefined
let built: Promise<void> | undefined

function build(): Promise<void> {
  built ??= viteBuild(outDir, ARCHIVE.url).then(() => {
    files = createStaticHandler(outDir)
  })
  return built
}

const server = createServer((req, res) => {
  if (req.url === '/__archive/ready') {
    build().then(
      () => res.end('built'),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
    return
  }
  lake(req, res, () => {
    if (!files) return void res.writeHead(503).end('the archive is not built yet')
    files(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
})
server.listen(ARCHIVE.port, '127.0.0.1')

function stop(): void {
  server.close()
  rmSync(datasetDir, { recursive: true, force: true })
  rmSync(outDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
