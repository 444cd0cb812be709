import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { readStudioEnv } from './env.ts'
import { lakeAcceptsToken, readEditorToken, studioLoginUrl } from './lake/editor-login.ts'

// `npm run studio`: the real Sanity Studio, on http://localhost:3333. With a Sanity project
// configured (VITE_SANITY_PROJECT_ID) it is `sanity dev` against that project. Without one
// it edits the embedded content lake: the one `npm start` or `npm run dev` runs if one
// answers, else one started here. No account, no network: the Studio signs in with the
// lake's editor token, which the URL printed here carries (`#token=…`).

const root = resolve(import.meta.dirname, '..')
const studioDir = resolve(import.meta.dirname)
const args = process.argv.slice(2)
const portArg = args.indexOf('--port')
const studioPort = portArg >= 0 ? Number(args[portArg + 1]) : 3333
const studioOrigin = `http://localhost:${studioPort}`
/** Where the lakes of this checkout keep their state, the editor's token included. */
const lakeStateDir = resolve(root, '.lake')
const children: ChildProcess[] = []

function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stopAll(130))
process.on('SIGTERM', () => stopAll(143))

interface LakeStatus {
  lake: boolean
  studioOrigins: string[]
}

/** What answers at `url`: the lake's status, 'other' (something else has the port), or 'none'. */
async function probe(url: string): Promise<LakeStatus | 'other' | 'none'> {
  try {
    const response = await fetch(`${url}/lake/status.json`, { signal: AbortSignal.timeout(3000) })
    const body = (await response.json().catch(() => null)) as LakeStatus | null
    return response.ok && body?.lake === true ? body : 'other'
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    return code === 'ECONNREFUSED' ? 'none' : 'other'
  }
}

/** Starts `lake/cli.ts` on `port` (0: any free one); resolves the URL it listens on. */
function startLake(port: number): Promise<string> {
  const cli = resolve(root, 'lake/cli.ts')
  const lake = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--port', String(port), '--studio-origin', studioOrigin],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(lake)
  return new Promise((done, fail) => {
    let out = ''
    lake.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      out += chunk.toString()
      const url = /Content lake: (http:\/\/\S+)/.exec(out)?.[1]
      if (url) done(url)
    })
    lake.on('exit', (code) => fail(new Error(`The content lake stopped (exit ${code})`)))
  })
}

async function lakeForStudio(wanted: string): Promise<string> {
  const found = await probe(wanted)
  if (found === 'none') return startLake(Number(new URL(wanted).port || 80))
  if (found === 'other') {
    console.log(
      `${wanted} is taken by something that is not the content lake: starting one elsewhere`,
    )
    return startLake(0)
  }
  if (!found.studioOrigins.includes(studioOrigin)) {
    console.error(
      `The content lake at ${wanted} does not let ${studioOrigin} edit: restart it with LAKE_STUDIO_ORIGINS=${studioOrigin}`,
    )
    stopAll(1)
  }
  console.log(`Using the content lake at ${wanted} (npm start / npm run dev)`)
  return wanted
}

/** The token the lake at `lakeUrl` takes as the editor's, from this checkout's `.lake/`. */
async function editorTokenFor(lakeUrl: string): Promise<string> {
  const token = readEditorToken(lakeStateDir)
  if (token && (await lakeAcceptsToken(lakeUrl, token))) return token
  console.error(
    `The content lake at ${lakeUrl} does not take the editor token in ${lakeStateDir}/editor-token ` +
      '(it keeps its state elsewhere, --state-dir): stop it, or point SANITY_STUDIO_LAKE_URL at a lake of this checkout',
  )
  return stopAll(1)
}

const env = readStudioEnv(process.env)
const studioEnv: NodeJS.ProcessEnv = { ...process.env, DO_NOT_TRACK: '1' }
if (env.lakeUrl) {
  const lakeUrl = await lakeForStudio(env.lakeUrl)
  studioEnv.SANITY_STUDIO_LAKE_URL = lakeUrl
  const login = studioLoginUrl(studioOrigin, await editorTokenFor(lakeUrl))
  console.log(`Studio: ${studioOrigin}, editing ${lakeUrl} as the local editor`)
  console.log(`Open ${login} once the Studio is ready: the link signs this browser in`)
} else {
  console.log(`Studio: ${studioOrigin}, editing Sanity project ${env.projectId} (${env.dataset})`)
}
// The CLI itself, not through npx: a signal to npx does not reach the dev server it starts.
const studio = spawn(resolve(studioDir, 'node_modules/.bin/sanity'), ['dev', ...args], {
  cwd: studioDir,
  env: studioEnv,
  stdio: 'inherit',
})
children.push(studio)
studio.on('exit', (code) => stopAll(code ?? 0))
