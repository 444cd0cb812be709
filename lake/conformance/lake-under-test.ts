import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { createLake, silentLogger } from '../index.ts'
import { editsDir, lockPath } from '../store/store.ts'

// The one file of the conformance suite that knows the lake's modules: after the lake is
// restructured, re-pointing these imports (and the CLI's path) is the whole change.

/** `npm run lake`'s entry, for the tests that need a lake in a process of its own. */
const CLI = resolve(import.meta.dirname, '../cli.ts')

export interface LakeDirs {
  datasetDir: string
  stateDir: string
}

export interface LakeUnderTest {
  /** `http://127.0.0.1:<port>` */
  url: string
  port: number
  /** The editor's token, as `npm run studio` and local scripts get it. */
  token: string
  close(): Promise<void>
}

/** The lake's middleware on a real HTTP server on loopback, over these directories. */
export async function startLake(dirs: LakeDirs): Promise<LakeUnderTest> {
  const lake = createLake({ ...dirs, logger: silentLogger })
  const server = createServer((req, res) => lake(req, res, () => res.writeHead(404).end()))
  server.on('upgrade', (req, socket) => {
    if (!lake.upgrade(req, socket)) socket.destroy()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    token: lake.editorToken,
    close: () =>
      new Promise<void>((done) => {
        lake.close()
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

export interface ChildLake {
  url: string
  port: number
  stop(): Promise<void>
}

/** The standalone lake (`npm run lake`) in a process of its own, on a free port. */
export function startStandaloneLake(dirs: LakeDirs): Promise<ChildLake> {
  const args = ['--import', 'tsx', CLI, '--port', '0', '--dataset-dir', dirs.datasetDir]
  const child: ChildProcess = spawn(process.execPath, [...args, '--state-dir', dirs.stateDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((done, fail) => {
    let out = ''
    const read = (chunk: Buffer) => {
      out += chunk.toString()
      const port = /Content lake: http:\/\/\S+:(\d+)/.exec(out)?.[1]
      if (port) done({ url: `http://127.0.0.1:${port}`, port: Number(port), stop })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    void exited.then(() => fail(new Error(`the standalone lake exited: ${out}`)))
  })
}

/** Where the lake journals a dataset's edits (one transaction a line). */
export const journalFile = (stateDir: string, dataset: string) =>
  join(editsDir(stateDir), `${dataset}.ndjson`)

/**
 * A writer lock left behind by a lake that is gone, naming `pid`, which now belongs to
 * another process that started after the lock was written. (A lock format that records the
 * holder's start time writes one that does not match `pid`'s here.)
 */
export function writeStaleLock(stateDir: string, pid: number): void {
  const path = lockPath(stateDir)
  mkdirSync(editsDir(stateDir), { recursive: true })
  writeFileSync(path, String(pid))
  const anHourAgo = new Date(Date.now() - 3_600_000)
  utimesSync(path, anHourAgo, anHourAgo)
}
