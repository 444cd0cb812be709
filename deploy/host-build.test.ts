import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLake, silentLogger } from '../lake/index.ts'
import { checkHostBuild, hostBuildProblems, staticHostOf } from './host-build.ts'

describe('which builds are for a static host', () => {
  it('is told by the hosts themselves, or by STATIC_HOST', () => {
    expect(staticHostOf({})).toBeNull()
    expect(staticHostOf({ NETLIFY: 'true' })).toBe('Netlify')
    expect(staticHostOf({ CF_PAGES: '1' })).toBe('Cloudflare Pages')
    expect(staticHostOf({ STATIC_HOST: '1' })).toMatch(/static host/)
    expect(staticHostOf({ STATIC_HOST: '0', CI: 'true' })).toBeNull()
  })

  it('leaves a local build alone, settings or none', () => {
    expect(checkHostBuild({})).toBeNull()
  })

  it('asks for a public site URL, never localhost', () => {
    const project = { VITE_SANITY_PROJECT_ID: 'abc123' }
    expect(hostBuildProblems({ ...project, VITE_SITE_URL: 'https://studio.example' })).toEqual([])
    for (const site of ['http://localhost:5317', 'http://127.0.0.1', 'studio.example']) {
      expect(hostBuildProblems({ ...project, VITE_SITE_URL: site }), site).toHaveLength(1)
    }
  })
})

// The two host configs, run as the hosts run them: their build command, their build
// environment, and the variable each host sets on its own builds.
type Host = { name: string; command: string; env: Record<string, string>; publish: string }

async function hosts(): Promise<Host[]> {
  const netlify = await readFile('netlify.toml', 'utf8')
  const wrangler = await readFile('wrangler.toml', 'utf8')
  const command = /^\s*command\s*=\s*"([^"]+)"/m.exec(netlify)?.[1] ?? ''
  const environment = netlify.split('[build.environment]')[1]?.split(/^\[/m)[0] ?? ''
  const netlifyEnv = Object.fromEntries(
    [...environment.matchAll(/^\s*([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]),
  )
  return [
    {
      name: 'Netlify',
      command,
      env: { ...netlifyEnv, NETLIFY: 'true' },
      publish: /^\s*publish\s*=\s*"([^"]+)"/m.exec(netlify)?.[1] ?? '',
    },
    {
      // Pages takes its build command from the dashboard; wrangler.toml names it.
      name: 'Cloudflare Pages',
      command: /`(npm run [a-z:]+)` as the build command/.exec(wrangler)?.[1] ?? '',
      env: { CF_PAGES: '1' },
      publish: /^pages_build_output_dir\s*=\s*"([^"]+)"/m.exec(wrangler)?.[1] ?? '',
    },
  ]
}

/** The command, with none of this machine's VITE_* settings, writing to `outDir`. */
function build(host: Host, settings: Record<string, string>, outDir: string) {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(VITE_|NETLIFY|CF_PAGES|STATIC_HOST)/.test(key)) env[key] = value
  }
  Object.assign(env, host.env, settings, { OUT_DIR: outDir })
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn('sh', ['-c', host.command], { env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

describe('the host configs as built', () => {
  let out: string
  let server: Server
  let lakeUrl: string

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'host-build-'))
    const lake = createLake({ stateDir: join(out, '.lake'), logger: silentLogger })
    server = createServer((req, res) => lake(req, res, () => res.writeHead(404).end()))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    lakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((done) => server?.close(done))
    await rm(out, { recursive: true, force: true })
  })

  it('publish the directory the build writes, with the same command', async () => {
    for (const host of await hosts()) {
      expect(host.command, host.name).toBe('npm run build')
      expect(host.publish, host.name).toBe('dist')
    }
  })

  it('stop with no settings, saying what to set', async () => {
    for (const host of await hosts()) {
      const { code, output } = await build(host, {}, join(out, 'none'))
      expect(code, host.name).not.toBe(0)
      expect(output).toContain(`This build is for ${host.name}`)
      expect(output).toContain('Set VITE_SANITY_PROJECT_ID')
      expect(output).toContain('VITE_SITE_URL is not set')
    }
  }, 120_000)

  it('build with them, naming the public URL and no localhost', async () => {
    const [netlify] = await hosts()
    if (!netlify) throw new Error('no Netlify config')
    const dist = join(out, 'dist')
    const { code, output } = await build(
      netlify,
      {
        VITE_SITE_URL: 'https://studio.example',
        VITE_SANITY_PROJECT_ID: 'studiodemo',
        // A content lake the build can reach with no network: the demo's, on loopback.
        VITE_SANITY_API_HOST: lakeUrl,
        STUDIO_URL: 'https://studio-example.sanity.studio/',
      },
      dist,
    )
    expect(code, output).toBe(0)
    const about = await readFile(join(dist, 'about.html'), 'utf8')
    expect(about).toContain('<link rel="canonical" href="https://studio.example/about"')
    expect(about).not.toMatch(/localhost:5317/)
    expect(await readFile(join(dist, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://studio.example/about</loc>',
    )
    const headers = await readFile(join(dist, '_headers'), 'utf8')
    expect(headers).toContain(`report-uri ${lakeUrl}/lake/csp-report`)
    expect(headers).toContain('Strict-Transport-Security')
    // The deployed Studio, and only it, may show the site in its Presentation tool.
    expect(headers).toContain('frame-ancestors https://studio-example.sanity.studio;')
  }, 240_000)
})
