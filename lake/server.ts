import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { type ParseArgsConfig, parseArgs } from 'node:util'
import { sendJson } from './http/respond.ts'
import type { Lake, Middleware } from './index.ts'
import { withHeaders } from './index.ts'

export interface ServeOptions {
  lake: Lake
  port: number
  host: string
  /** The lake as it answers; default: with its own headers (LAKE_HEADERS). */
  answer?: Middleware
  /** What a path the lake does not own gets; default: a JSON 404. */
  fallback?: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Lines printed once it listens, after its address. */
  notes?: string[]
}

/** The options both command lines take: where the lake listens, and its directories. */
export const SERVER_OPTIONS = {
  port: { type: 'string', default: '5317' },
  host: { type: 'string', default: '127.0.0.1' },
  'dataset-dir': { type: 'string' },
  'state-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

/** Says what was wrong, then how to use the command, and exits with 2. */
export function usageError(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`)
  process.exit(2)
}

/** The command line read with `options`; `--help` prints the usage and exits. */
export function commandLine<const O extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: O,
) {
  try {
    const { values } = parseArgs({ options })
    if ((values as { help?: boolean }).help) {
      console.log(usage)
      process.exit(0)
    }
    return values
  } catch (error) {
    return usageError(usage, error instanceof Error ? error.message : String(error))
  }
}

/** `--dataset-dir` and `--state-dir`, or the repository's `dataset/` and `.lake/`. */
export function lakeDirs(args: { 'dataset-dir'?: string; 'state-dir'?: string }) {
  const repo = resolve(import.meta.dirname, '..')
  return {
    datasetDir: resolve(args['dataset-dir'] ?? join(repo, 'dataset')),
    stateDir: resolve(args['state-dir'] ?? join(repo, '.lake')),
  }
}

/** A port number from the command line: 0 (any free one) to 65535. */
export function parsePort(raw: string | undefined): number | undefined {
  const port = Number(raw)
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : undefined
}

function notFound(res: ServerResponse): Promise<void> {
  sendJson(res, 404, { error: 'Not found' })
  return Promise.resolve()
}

/** Ends the lake, then the server, on SIGINT or SIGTERM. */
function closeOnSignals(server: Server, lake: Lake): void {
  let closing = false
  const shutdown = (signal: string) => {
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
}

/**
 * The lake on a node:http server of its own, as `npm run lake` runs it: prints its address
 * (`Content lake: http://…`), takes the Studio's WebSocket, and closes on a signal.
 */
export function serveLake(options: ServeOptions): Server {
  const { lake, port, host, fallback = (_req, res) => notFound(res) } = options
  const answer = options.answer ?? withHeaders(lake)
  const server = createServer((req, res) => {
    answer(req, res, () => {
      fallback(req, res).catch((error: unknown) => {
        console.error(`${req.url} failed`, error)
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
  server.listen(port, host, () => {
    const address = server.address()
    const actual = typeof address === 'object' && address ? address.port : port
    const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host
    console.log(`Content lake: http://${shown}:${actual}`)
    for (const note of options.notes ?? []) console.log(note)
  })
  closeOnSignals(server, lake)
  return server
}
