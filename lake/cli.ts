import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createLake } from './handler.ts'
import { sendJson } from './http.ts'
import { buildHeaders, createStaticHandler } from './static.ts'
import { withHeaders } from './with-headers.ts'

const USAGE = `Usage: tsx lake/cli.ts [--port N] [--host H] [--serve-dist DIR]

  --port N          port to listen on (default 3333; 0 picks a free one)
  --host H          interface to bind (default 127.0.0.1)
  --serve-dist DIR  also serve a production build from DIR as static hosts do (404.html for unknown paths)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '3333' },
        host: { type: 'string', default: '127.0.0.1' },
        'serve-dist': { type: 'string' },
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

const port = Number(args.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port: ${args.port}`)
const distDir = args['serve-dist'] ? resolve(args['serve-dist']) : undefined
if (distDir && !existsSync(resolve(distDir, 'index.html'))) {
  fail(`--serve-dist: ${distDir}/index.html does not exist (run npm run build first)`)
}

// Serving a build, the lake's answers carry the build's `_headers` too, as in `npm start`.
const lake = withHeaders(createLake(), distDir ? buildHeaders(distDir) : undefined)
const serveDist = distDir ? createStaticHandler(distDir) : undefined

const server = createServer((req, res) => {
  lake(req, res, () => {
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

server.on('error', (error) => {
  console.error(`Content lake could not start: ${error.message}`)
  process.exit(1)
})

server.listen(port, args.host, () => {
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  const host = args.host === '127.0.0.1' || args.host === '0.0.0.0' ? 'localhost' : args.host
  console.log(`Content lake: http://${host}:${actual}`)
  if (distDir) console.log(`Serving ${distDir} with SPA fallback`)
})

let closing = false
function shutdown(signal: string) {
  if (closing) return
  closing = true
  console.log(`\n${signal}: closing the content lake`)
  // Keep-alive sockets (and a paused video download) would hold close() open forever.
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), 2000).unref()
  server.close(() => process.exit(0))
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
