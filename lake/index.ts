// The embedded content lake (lake/README.md maps its rooms): createLake makes its parts and
// wires them to the route table; what code outside the lake uses is exported here.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { createImageRoute } from './cdn/images/image-route.ts'
import { ImageService, type ImageStats } from './cdn/images/image-service.ts'
import { type LakeConfig, type LakeOptions, lakeConfig } from './config.ts'
import { createQueryRoute } from './data-api/query-route.ts'
import type { LakeParts } from './http/context.ts'
import { lakeMiddleware, type Middleware } from './http/dispatch.ts'
import { editorToken } from './http/editor.ts'
import { ListenHub } from './live/listen-route.ts'
import { LiveEvents } from './live/live-events-route.ts'
import { createQueryServices, type QueryStats } from './query/services.ts'
import { createRouter } from './router.ts'
import { CspReports } from './site-services/csp-report-route.ts'
import { scriptRoute } from './site-services/embed-route.ts'
import { FormSubmissions } from './site-services/forms-route.ts'
import { createStore, type Store } from './store/store.ts'
import { PresenceSockets } from './studio-api/presence-socket.ts'
import { KeyValues } from './studio-api/user-routes.ts'

export type { LakeOptions } from './config.ts'
export type { Middleware } from './http/dispatch.ts'
// The file answers the static-host preview (deploy/static-host.ts) shares with the CDN.
export { etagMatches } from './http/etag.ts'
export { LAKE_HEADERS, withHeaders } from './http/lake-headers.ts'
export { contentTypeFor } from './http/mime.ts'
export { sendText } from './http/respond.ts'
export { sendFile } from './http/send-file.ts'
export { consoleLogger, type LakeLogger, silentLogger } from './logger.ts'
// The lake's GROQ over documents, for tests that need the site's answer without a server.
export { runQuery } from './query/groq.ts'
export { viewFor } from './store/perspective.ts'
export { createStore } from './store/store.ts'

/** The lake's middleware, with counters that tests and benchmarks read. */
export type Lake = Middleware & {
  stats: ImageStats
  /** The query workers' and the answer cache's counters. */
  queryStats: QueryStats
  store: Store
  /** The token a local script sends to edit (`.lake/editor-token`). */
  editorToken: string
  /** Takes the Studio's presence WebSocket; false for an upgrade the lake does not own. */
  upgrade(req: IncomingMessage, socket: Duplex): boolean
  /** Ends the listeners and lets go of the journal, so another lake may write. */
  close(): void
}

/** The parts that keep state between requests, made once per lake, and how to stop them. */
function createServices({ store, config }: Pick<LakeParts, 'store' | 'config'>) {
  const { logger } = config
  const queries = createQueryServices(store, config.query, logger)
  const images = new ImageService({
    assetRoots: config.assetRoots,
    cacheDir: config.cacheDir,
    logger,
    avif: config.avif,
    limits: config.images,
  })
  const routes = {
    query: createQueryRoute({ pool: queries.pool, cache: queries.cache }),
    images: createImageRoute(images),
    jobBoard: scriptRoute('job-board.js'),
    formsScript: scriptRoute('forms-v2.js'),
    listen: new ListenHub(store, queries.listenPools, logger),
    live: new LiveEvents(store, logger),
    forms: new FormSubmissions(config),
    csp: new CspReports(),
    keyValues: new KeyValues(),
  }
  const close = () => {
    routes.listen.close()
    queries.close()
    routes.live.close()
  }
  return { routes, images, queries, close }
}

/** The lake: defaults filled in, its parts made and wired to the route table. */
export function createLake(options: LakeOptions = {}): Lake {
  const config: LakeConfig = lakeConfig(options)
  const { logger, datasetDir, stateDir } = config
  const store = createStore({ datasetDir, stateDir, logger })
  const policy = { origins: config.studioOrigins, token: editorToken(stateDir) }
  const services = createServices({ store, config })
  const router = createRouter(services.routes)
  const presence = new PresenceSockets(policy)
  const lake = lakeMiddleware(router, { store, policy, logger, config }) as Lake
  lake.stats = services.images.stats
  lake.queryStats = services.queries.stats
  lake.store = store
  lake.editorToken = policy.token
  lake.upgrade = (req, socket) => {
    if (!router.isSocket((req.url ?? '').split('?')[0] ?? '')) return false
    presence.accept(req, socket)
    return true
  }
  lake.close = () => {
    services.close()
    presence.close()
    store.close()
  }
  return lake
}
