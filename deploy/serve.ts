import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createLake, withHeaders } from '../lake/index.ts'
import {
  commandLine,
  lakeDirs,
  parsePort,
  SERVER_OPTIONS,
  serveLake,
  usageError,
} from '../lake/server.ts'
import { buildHeaders, createStaticHandler } from './static-host.ts'

const USAGE = `Usage: tsx deploy/serve.ts [--serve-dist DIR] [--port N] [--host H] [--state-dir DIR] [--dataset-dir DIR]

A production build served as the static hosts serve it (its _headers, 404.html for unknown
paths), with the content lake on the same origin and no Vite: what the load bench measures.

  --serve-dist DIR   the build (default dist)
  --port N           port to listen on (default 5317; 0 picks a free one)
  --host H           interface to bind (default 127.0.0.1)
  --dataset-dir DIR  the committed dataset (default dataset/)
  --state-dir DIR    where edits, uploads and caches are kept (default .lake/)`

const fail = (message: string) => usageError(USAGE, message)

const args = commandLine(USAGE, {
  ...SERVER_OPTIONS,
  'serve-dist': { type: 'string', default: 'dist' },
})
const distDir = resolve(args['serve-dist'])
if (!existsSync(join(distDir, 'index.html'))) {
  fail(`--serve-dist: ${distDir}/index.html does not exist (run npm run build first)`)
}
const port = parsePort(args.port) ?? fail(`Invalid --port: ${args.port}`)
const lake = createLake(lakeDirs(args))
const files = createStaticHandler(distDir)
serveLake({
  lake,
  port,
  host: args.host,
  // The lake's answers carry the build's `_headers` too, as in `npm start`.
  answer: withHeaders(lake, buildHeaders(distDir)),
  fallback: files,
  notes: [`Serving ${distDir} with SPA fallback`],
})
