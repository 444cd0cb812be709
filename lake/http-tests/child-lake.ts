import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'

export interface ChildLake {
  /** `http://127.0.0.1:<port>` once it listens. */
  url: string
  child: ChildProcess
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | string | null>
}

/**
 * `lake/cli.ts` in a process of its own on a free port over these directories, as
 * `npm run lake` runs it: for tests that kill it or signal it.
 */
export function startChildLake(
  dirs: { datasetDir: string; stateDir: string },
  env: Record<string, string> = {},
): Promise<ChildLake> {
  const args = [
    '--import',
    'tsx',
    resolve('lake/cli.ts'),
    '--port',
    '0',
    '--dataset-dir',
    dirs.datasetDir,
    '--state-dir',
    dirs.stateDir,
  ]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal)),
  )
  return new Promise((done, fail) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const url = /Content lake: (http:\/\/\S+)/.exec(out)?.[1]
      if (url) done({ url: url.replace('localhost', '127.0.0.1'), child, exited })
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    void exited.then((code) => fail(new Error(`the lake exited (${code}): ${out}`)))
  })
}
