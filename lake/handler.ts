import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CSP_REPORT_PATH, handleCspReport } from './csp-report.ts'
import { loadScript, sendScript } from './embeds.ts'
import { handleJobs, handleSocialFeed } from './feeds.ts'
import { handleFile } from './files.ts'
import { createSubmissionLog, handleSubmit, SUBMIT_PATH } from './forms.ts'
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
import { type AvifMode, createImageService, type ImageStats } from './images.ts'
import { handleQuery, QUERY_PATH } from './query-route.ts'
import { createStore } from './store.ts'

export interface LakeOptions {
  /** NDJSON exports, assets/ and social-feed.json. Default: `<repo>/dataset`. */
  datasetDir?: string
  /** Writable state: `cache/` for resized images, `submissions.ndjson`. Default: `<repo>/.lake`. */
  stateDir?: string
  /** One line per request and any errors. Default: console. */
  logger?: LakeLogger
  /** AVIF for `auto=format` (see AvifMode). Default: 'background'. */
  avif?: AvifMode
  /** The dataset whose `jobOpening` documents `/lake/jobs.json` lists. Default: 'production'. */
  jobsDataset?: string
}

/** The lake's middleware, with counters that tests and benchmarks read. */
export type Lake = Middleware & { stats: ImageStats }

// String paths, not `new URL(…, import.meta.url)`: a jsdom test environment swaps in its own URL class.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Paths the lake answers; everything else goes to `next()`. */
const OWNED = /^\/(?:v(?:\d{4}-\d{2}-\d{2}|1|X)\/|images\/|files\/|lake\/)/

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD'

export function createLake(options: LakeOptions = {}): Lake {
  const datasetDir = options.datasetDir ?? join(REPO, 'dataset')
  const stateDir = options.stateDir ?? join(REPO, '.lake')
  const logger = options.logger ?? consoleLogger
  const jobsDataset = options.jobsDataset ?? 'production'
  const store = createStore(datasetDir, logger)
  const images = createImageService({
    datasetDir,
    cacheDir: join(stateDir, 'cache'),
    store,
    logger,
    avif: options.avif ?? 'background',
  })
  const appendSubmission = createSubmissionLog(join(stateDir, 'submissions.ndjson'))
  const scripts = { jobBoard: loadScript('job-board.js'), forms: loadScript('forms-v2.js') }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname
    const query = QUERY_PATH.exec(path)
    if (query) return handleQuery(req, res, url, query, store)
    const submit = SUBMIT_PATH.exec(path)
    if (submit) return handleSubmit(req, res, submit, appendSubmission)
    if (path === CSP_REPORT_PATH) return handleCspReport(req, res, logger)
    if (!isRead(req.method)) {
      throw sanityError(405, 'httpMethodNotAllowed', `Method ${req.method} is not allowed here`)
    }
    if (path.startsWith('/images/')) return images.handle(req, res, url)
    if (path.startsWith('/files/')) return handleFile(req, res, url, datasetDir, store)
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
      res.writeHead(204, preflightHeaders(req)).end()
      return
    }
    for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value)

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
        sendJson(res, error.status, error.body)
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
  return lake
}
