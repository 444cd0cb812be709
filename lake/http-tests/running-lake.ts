import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createLake, type Lake, type LakeOptions, silentLogger } from '../index.ts'
import { createFixture, type Fixture } from './fixture.ts'

export interface RunningLake {
  url: string
  port: number
  lake: Lake
  /** Method and URL of every request the server received, in order. */
  requests: { method: string; url: string }[]
  /** Answers the next requests with these statuses before letting them through to the lake. */
  failNext(statuses: number[]): void
  close(): Promise<void>
}

/** The real lake middleware on a real HTTP server on an ephemeral port (loopback unless `host`). */
export async function startLake(
  fixture: Pick<Fixture, 'datasetDir' | 'stateDir'>,
  options: LakeOptions = {},
  host = '127.0.0.1',
): Promise<RunningLake> {
  const lake = createLake({
    datasetDir: fixture.datasetDir,
    stateDir: fixture.stateDir,
    logger: silentLogger,
    ...options,
  })
  const requests: RunningLake['requests'] = []
  let failures: number[] = []
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' })
    const status = failures.shift()
    if (status !== undefined) {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { description: `injected ${status}`, type: 'test' } }))
      return
    }
    lake(req, res, () => {
      res.writeHead(404).end('not the lake')
    })
  })
  server.on('upgrade', (req, socket) => {
    if (!lake.upgrade(req, socket)) socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    lake,
    requests,
    failNext(statuses) {
      failures = [...statuses]
    },
    close: () =>
      new Promise<void>((resolve) => {
        lake.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A fixture and a lake on it for one test file: made before its tests, closed and removed
 * after. The returned object's `lake` and `fixture` are there once the tests run.
 */
export function lakeForFile(options: LakeOptions = {}, host = '127.0.0.1') {
  const running = {} as { lake: RunningLake; fixture: Fixture }
  beforeAll(async () => {
    running.fixture = await createFixture()
    running.lake = await startLake(running.fixture, options, host)
  })
  afterAll(async () => {
    await running.lake?.close()
    await running.fixture?.cleanup()
  })
  return running
}
