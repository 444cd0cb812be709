import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_STUDIO_ORIGINS } from './editor.ts'
import { exportDataset, resetEdits } from './edits.ts'
import { createLake } from './handler.ts'
import { sendJson } from './http.ts'
import { buildHeaders, createStaticHandler } from './static.ts'
import { withHeaders } from './with-headers.ts'

const USAGE = `Usage: tsx lake/cli.ts [--port N] [--host H] [--serve-dist DIR] [--studio-origin URL]…
       tsx lake/cli.ts --reset
       tsx lake/cli.ts --export FILE [--dataset NAME]

  --port N             port to listen on (default 5317, where the Studio looks; 0 picks a free one)
  --host H             interface to bind (default 127.0.0.1)
  --serve-dist DIR     also serve a production build from DIR as static hosts do (404.html for unknown paths)
  --studio-origin URL  another origin the Studio is served from (default http://localhost:3333)
  --reset              remove the edits and uploads in the state directory: back to the demo content
  --export FILE        write the dataset with its edits as NDJSON for \`sanity dataset import\`
  --dataset NAME       the dataset to export (default production)
  --dataset-dir DIR    the committed dataset (default dataset/)
  --state-dir DIR      where edits, uploads and caches are kept (default .lake/)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '5317' },
        host: { type: 'string', default: '127.0.0.1' },
        'serve-dist': { type: 'string' },
        'studio-origin': { type: 'string', multiple: true },
        reset: { type: 'boolean' },
        export: { type: 'string' },
        dataset: { type: 'string', default: 'production' },
        'dataset-dir': { type: 'string' },
        'state-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}

const args = readArgs()
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}

const repo = resolve(import.meta.dirname, '..')
const datasetDir = resolve(args['dataset-dir'] ?? join(repo, 'dataset'))
const stateDir = resolve(args['state-dir'] ?? join(repo, '.lake'))

if (args.reset) {
  try {
    resetEdits(stateDir)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  console.log(`Edits and uploads removed from ${stateDir}: back to the demo content`)
  process.exit(0)
}
if (args.export) {
  const out = resolve(args.export)
  const count = await exportDataset({ datasetDir, stateDir, dataset: args.dataset, out })
  console.log(
    `${count} documents of ${args.dataset} → ${out} (sanity dataset import ${args.export} <dataset>)`,
  )
  process.exit(0)
}

const port = Number(args.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port: ${args.port}`)
const distDir = args['serve-dist'] ? resolve(args['serve-dist']) : undefined
if (distDir && !existsSync(resolve(distDir, 'index.html'))) {
  fail(`--serve-dist: ${distDir}/index.html does not exist (run npm run build first)`)
}

const extraOrigins = args['studio-origin'] ?? []
const lake = createLake({
  datasetDir,
  stateDir,
  studioOrigins: [...DEFAULT_STUDIO_ORIGINS, ...extraOrigins],
})
// Serving a build, the lake's answers carry the build's `_headers` too, as in `npm start`.
const answer = withHeaders(lake, distDir ? buildHeaders(distDir) : undefined)
const serveDist = distDir ? createStaticHandler(distDir) : undefined

const server = createServer((req, res) => {
  answer(req, res, () => {
    if (!serveDist) {
      sendJson(res, 404, { error: 'Not found' })
      return
    }
    serveDist(req, res).catch((error: unknown) => {
      console.error(`static: ${req.url} failed`, error)
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' })
      else res.destroy()
    })
  })
})

server.on('upgrade', (req, socket) => {
  if (!lake.upgrade(req, socket)) socket.destroy()
})

server.on('error', (error) => {
  console.error(`Content lake could not start: ${error.message}`)
  process.exit(1)
})

server.listen(port, args.host, () => {
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  const host = args.host === '127.0.0.1' || args.host === '0.0.0.0' ? 'localhost' : args.host
  console.log(`Content lake: http://${host}:${actual}`)
  console.log(
    `Edits are kept in ${join(stateDir, 'edits')}; scripts edit with the token in ${join(stateDir, 'editor-token')}`,
  )
  if (distDir) console.log(`Serving ${distDir} with SPA fallback`)
})

let closing = false
function shutdown(signal: string) {
  if (closing) return
  closing = true
  console.log(`\n${signal}: closing the content lake`)
  lake.close()
  // Keep-alive sockets (and a paused video download) would hold close() open forever.
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), 2000).unref()
  server.close(() => process.exit(0))
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
