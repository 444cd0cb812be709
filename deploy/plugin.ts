import { existsSync, readFileSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import { type HeaderRule, headersFor, parseHeadersFile } from './headers.ts'
import { checkHostBuild } from './host-build.ts'
import { prerender } from './prerender.ts'

/**
 * Prerendering as part of `vite build`: after the client build, the same config builds
 * src/entry-server.tsx for Node, and deploy/prerender.ts writes each route's HTML.
 * The server bundle lives under node_modules/.prerender so it resolves the site's own
 * dependencies, and is removed afterwards. A build for a static host stops first if its
 * settings would deploy a broken site (deploy/host-build.ts).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  let env: Record<string, string | undefined> = {}
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      if (resolved.build.ssr) return
      env = {
        ...process.env,
        ...loadEnv(resolved.mode, resolved.envDir || resolved.root, ''),
      }
      const host = checkHostBuild(env)
      if (!host) return
      resolved.logger.info(`building for ${host.host}`)
      for (const warning of host.warnings) resolved.logger.warn(warning)
    },
    async closeBundle() {
      if (config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
      const ssrDir = join(config.root, 'node_modules', '.prerender', String(process.pid))
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
      })
      try {
        const started = performance.now()
        const result = await prerender({
          root: config.root,
          outDir,
          serverEntry: join(ssrDir, 'entry-server.js'),
          env,
        })
        const ms = Math.round(performance.now() - started)
        config.logger.info(`prerendered ${result.pages} pages in ${ms} ms`)
        for (const line of result.skipped) {
          config.logger.warn(`not prerendered (unsafe slug; served through 404.html): ${line}`)
        }
      } finally {
        await rm(ssrDir, { recursive: true, force: true })
      }
    },
  }
}

type Next = (error?: unknown) => void

/** Does a request path name a file of the build (after Vite's `.html` rewrite)? */
function namesFile(root: string, url: string): boolean {
  try {
    const file = resolve(root, `.${decodeURIComponent(url.split(/[?#]/)[0] ?? '/')}`)
    return file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile() === true
  } catch {
    return false
  }
}

/**
 * `vite preview` as the static hosts serve the build: the `_headers` file on every
 * response, and 404.html with status 404 for a path with no file. It runs first
 * (`enforce: 'pre'`), so the content lake's answers carry the same headers.
 */
export function staticHostPlugin(): Plugin {
  let rules: HeaderRule[] = []
  let outDir = 'dist'
  return {
    name: 'static-host',
    enforce: 'pre',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
    configurePreviewServer(server) {
      const file = join(outDir, '_headers')
      rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/'
        for (const [name, value] of Object.entries(headersFor(rules, pathname))) {
          res.setHeader(name, value)
        }
        next()
      })
      // Runs after Vite's file server and its .html lookup, which rewrites `/about` to
      // `/about.html` when that exists: a request still naming no file gets the 404 page.
      return () => {
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
          const page = join(outDir, '404.html')
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(page)) return next()
          if (namesFile(outDir, req.url ?? '/')) return next()
          res.statusCode = 404
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end(req.method === 'HEAD' ? undefined : readFileSync(page))
        })
      }
    },
  }
}
