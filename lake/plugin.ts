import { join } from 'node:path'
import { defaultAllowedOrigins, type Logger, type Plugin } from 'vite'
import { createLake, type Lake, type LakeLogger, type LakeOptions, withHeaders } from './index.ts'

/** Request lines would drown Vite's own output; only errors go to its logger unless asked. */
function viteLogger(logger: Logger, logRequests: boolean): LakeLogger {
  return {
    info: (message) => {
      if (logRequests) logger.info(message, { timestamp: true })
    },
    error: (message, error) => {
      const detail = error instanceof Error ? `\n${error.stack ?? error.message}` : ''
      logger.error(`${message}${detail}`, { timestamp: true })
    },
  }
}

export interface LakePluginOptions extends LakeOptions {
  /** Log every lake request through Vite's logger. Default: false (errors only). */
  logRequests?: boolean
}

/**
 * Mounts the lake in `vite` and `vite preview`, straight on the middleware stack so it runs
 * before Vite's static and SPA fallback; it passes on paths it does not own. In preview its
 * answers carry the build's `_headers` (deploy/plugin.ts), otherwise its own.
 */
export function lakePlugin(options: LakePluginOptions = {}): Plugin {
  const { logRequests = false, ...lakeOptions } = options
  let lake: Lake | undefined
  const lakeFor = (root: string, logger: Logger): Lake => {
    lake ??= createLake({
      datasetDir: join(root, 'dataset'),
      stateDir: join(root, '.lake'),
      logger: viteLogger(logger, logRequests),
      ...lakeOptions,
    })
    return lake
  }
  return {
    name: 'content-lake',
    config(config) {
      // Vite answers CORS preflights itself, before any plugin's middleware, and grants no
      // credentials: the Studio's writes would fail. Preflights go on to the lake (which
      // answers the ones on its paths); Vite's own allowed origins stay as they were.
      const cors = { origin: defaultAllowedOrigins, preflightContinue: true }
      return {
        server: config.server?.cors === undefined ? { cors } : {},
        preview: config.preview?.cors === undefined ? { cors } : {},
      }
    },
    configureServer(server) {
      const lake = lakeFor(server.config.root, server.config.logger)
      server.middlewares.use(withHeaders(lake))
      server.httpServer?.on('upgrade', (req, socket) => lake.upgrade(req, socket))
    },
    configurePreviewServer(server) {
      const lake = lakeFor(server.config.root, server.config.logger)
      server.middlewares.use(withHeaders(lake))
      server.httpServer?.on('upgrade', (req, socket) => lake.upgrade(req, socket))
    },
  }
}
