import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import type { Duplex } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { CSP_REPORT_PATH, handleCspReport } from './csp-report.ts'
import { handleActions, handleDoc, handleMutate } from './data-routes.ts'
import {
  DEFAULT_STUDIO_ORIGINS,
  type EditorPolicy,
  editorToken,
  isEditor,
  studioOriginsFromEnv,
} from './editor.ts'
import { loadScript, sendScript } from './embeds.ts'
import { handleJobs, handleSocialFeed } from './feeds.ts'
import { handleFile } from './files.ts'
import { createFormsRoute, type FormLimits, formLimitsFromEnv, SUBMIT_PATH } from './forms.ts'
import { HISTORY_PATH, handleHistory } from './history.ts'
import {
  consoleLogger,
  corsHeaders,
  HttpError,
  type LakeLogger,
  type Middleware,
  preflightHeaders,
  sanityError,
  sendJson,
} from './http.ts'
import { type ImageServiceLimits, limitsFromEnv } from './image-config.ts'
import { type AvifMode, createImageService, type ImageStats } from './images.ts'
import { createLiveEvents, withLiveQueryFields } from './live-events.ts'
import { createPresenceSockets } from './presence-socket.ts'
import type { QueryLimits } from './query-limits.ts'
import { datasetFromPath, QUERY_PATH } from './query-route.ts'
import { createQueryServices, type QueryStats } from './query-services.ts'
import { createStore, type Store } from './store.ts'
import { handleStudioApi } from './studio-api.ts'
import { handleUpload, UPLOAD_PATH } from './uploads.ts'

export interface LakeOptions {
  /** NDJSON exports, assets/ and social-feed.json. Default: `<repo>/dataset`. */
  datasetDir?: string
  /**
   * Writable state: `edits/` (the journal of edits over the dataset), `assets/` (uploads),
   * `cache/` for resized images, `submissions.ndjson`. Default: `<repo>/.lake`.
   */
  stateDir?: string
  /**
   * Origins of the Studio allowed to edit (with CORS credentials). Default: the Studio's
   * `http://localhost:3333` and `http://127.0.0.1:3333`, plus `LAKE_STUDIO_ORIGINS`.
   */
  studioOrigins?: string[]
  /** One line per request and any errors. Default: console. */
  logger?: LakeLogger
  /** AVIF for `auto=format` (see AvifMode). Default: 'background'. */
  avif?: AvifMode
  /** The dataset whose `jobOpening` documents `/lake/jobs.json` lists. Default: 'production'. */
  jobsDataset?: string
  /** Bounds on GROQ queries over DEFAULT_QUERY_LIMITS (lake/README.md, "Limits"). */
  queryLimits?: Partial<QueryLimits>
  /** Bounds on the image service over DEFAULT_SERVICE_LIMITS and the `LAKE_*` variables. */
  imageLimits?: Partial<ImageServiceLimits>
  /** Bounds on form submissions over DEFAULT_FORM_LIMITS and `LAKE_FORMS_PER_MINUTE`. */
  formLimits?: Partial<FormLimits>
}

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

// String paths, not `new URL(…, import.meta.url)`: a jsdom test environment swaps in its own URL class.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Paths the lake answers; everything else goes to `next()`. */
const OWNED = /^\/(?:v(?:\d{4}-\d{2}-\d{2}|1|X)\/|images\/|files\/|lake\/)/

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD'
const NO_STORE = { 'cache-control': 'no-store' }

/** `/v{apiVersion}/…` of Sanity's API: the part after the version. */
const API_PATH = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/
const DATA_PATH = /^\/data\/(doc|mutate|actions|listen)\/([^/]+)(?:\/(.+))?$/
const LIVE_PATH = /^\/data\/live\/events\/([^/]+)$/

export function createLake(options: LakeOptions = {}): Lake {
  const datasetDir = options.datasetDir ?? join(REPO, 'dataset')
  const stateDir = options.stateDir ?? join(REPO, '.lake')
  const logger = options.logger ?? consoleLogger
  const jobsDataset = options.jobsDataset ?? 'production'
  const store = createStore({ datasetDir, stateDir, logger })
  const uploadsDir = join(stateDir, 'assets')
  const policy: EditorPolicy = {
    origins: new Set([
      ...(options.studioOrigins ?? DEFAULT_STUDIO_ORIGINS),
      ...studioOriginsFromEnv(),
    ]),
    token: editorToken(stateDir),
  }
  const queries = createQueryServices(store, policy, logger, options.queryLimits)
  const { handleQuery, listen } = queries
  const live = createLiveEvents(store, policy, logger)
  const presence = createPresenceSockets(policy)
  const keyValues = new Map<string, unknown>()
  const images = createImageService({
    datasetDir,
    uploadsDir,
    cacheDir: join(stateDir, 'cache'),
    store,
    logger,
    avif: options.avif ?? 'background',
    limits: { ...limitsFromEnv(), ...options.imageLimits },
  })
  const handleSubmit = createFormsRoute({
    logPath: join(stateDir, 'submissions.ndjson'),
    limits: { ...formLimitsFromEnv(), ...options.formLimits },
    logger,
  })
  const scripts = { jobBoard: loadScript('job-board.js'), forms: loadScript('forms-v2.js') }

  /** Sanity's data, asset and account API under `/v{apiVersion}`. */
  async function api(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    const data = DATA_PATH.exec(path)
    if (data) {
      const [, kind, segment = '', rest = ''] = data
      const dataset = datasetFromPath(segment)
      if (kind === 'doc') return handleDoc(req, res, { store, policy }, dataset, rest)
      if (rest !== '') throw sanityError(404, 'httpNotFound', `No such endpoint: ${path}`)
      if (kind === 'listen') return listen.handle(req, res, url, dataset)
      if (kind === 'actions') return handleActions(req, res, { store, policy }, dataset)
      if (req.method !== 'POST')
        throw sanityError(405, 'httpMethodNotAllowed', 'Mutations are POSTed')
      return handleMutate(req, res, { store, policy }, dataset, url)
    }
    const liveEvents = LIVE_PATH.exec(path)
    if (liveEvents) return live.handle(req, res, url, datasetFromPath(liveEvents[1] ?? ''))
    const history = HISTORY_PATH.exec(path)
    if (history) return handleHistory(req, res, url, history, store, policy)
    const upload = UPLOAD_PATH.exec(path)
    if (upload && req.method === 'POST')
      return handleUpload(req, res, url, upload, { store, policy, uploadsDir })
    if (await handleStudioApi(req, res, path, store, policy, keyValues)) return
    throw sanityError(404, 'httpNotFound', `The content lake does not serve ${path}`)
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname
    const query = QUERY_PATH.exec(path)
    if (query) {
      withLiveQueryFields(url, datasetFromPath(query[2] ?? ''), res)
      return handleQuery(req, res, url, query, isEditor(req, policy))
    }
    const submit = SUBMIT_PATH.exec(path)
    if (submit) return handleSubmit(req, res, submit)
    if (path === CSP_REPORT_PATH) return handleCspReport(req, res, logger)
    const apiPath = API_PATH.exec(path)?.[1]
    if (apiPath) return api(req, res, url, apiPath)
    if (!isRead(req.method)) {
      throw sanityError(405, 'httpMethodNotAllowed', `Method ${req.method} is not allowed here`)
    }
    if (path.startsWith('/images/')) return images.handle(req, res, url)
    if (path.startsWith('/files/')) {
      return handleFile(req, res, url, [join(datasetDir, 'assets'), uploadsDir], store)
    }
    if (path === '/lake/status.json') {
      // How `npm run studio` knows a lake answers here, and whom it lets edit.
      return sendJson(res, 200, { lake: true, studioOrigins: [...policy.origins] }, NO_STORE)
    }
    if (path === '/lake/social-feed.json') return handleSocialFeed(req, res, store)
    if (path === '/lake/jobs.json') return handleJobs(res, store, jobsDataset)
    if (path === '/lake/job-board.js') return sendScript(req, res, scripts.jobBoard)
    if (path === '/lake/forms/v2.js') return sendScript(req, res, scripts.forms)
    throw sanityError(404, 'httpNotFound', `The content lake does not serve ${path}`)
  }

  const lake = ((req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (!OWNED.test(pathname)) {
      next()
      return
    }
    const started = performance.now()
    res.once('close', () => {
      const ms = Math.round(performance.now() - started)
      const shown = (req.url ?? '').length > 160 ? `${req.url?.slice(0, 160)}…` : req.url
      logger.info(`lake ${req.method} ${shown} ${res.statusCode} ${ms}ms`)
    })

    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req, policy.origins)).end()
      return
    }
    for (const [name, value] of Object.entries(corsHeaders(req, policy.origins))) {
      res.setHeader(name, value)
    }

    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://lake.invalid')
    } catch {
      sendJson(res, 400, { error: { description: 'Malformed URL', type: 'httpBadRequest' } })
      return
    }
    route(req, res, url).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers)
        return
      }
      logger.error(`lake: ${req.method} ${pathname} failed`, error)
      sendJson(res, 500, {
        error: {
          description: 'The content lake could not answer this request',
          type: 'internalError',
        },
      })
    })
  }) as Lake
  lake.stats = images.stats
  lake.queryStats = queries.stats
  lake.store = store
  lake.editorToken = policy.token ?? ''
  lake.upgrade = presence.upgrade
  lake.close = () => {
    listen.close()
    queries.close()
    live.close()
    presence.close()
    store.close()
  }
  return lake
}
