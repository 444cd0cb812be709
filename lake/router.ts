import { handleFile } from './cdn/file-route.ts'
import { handleUpload } from './cdn/upload-route.ts'
import { handleActions } from './data-api/actions-route.ts'
import { handleDoc } from './data-api/doc-route.ts'
import { handleHistory } from './data-api/history-route.ts'
import { handleMutate } from './data-api/mutate-route.ts'
import type { Handler } from './http/context.ts'
import type { Router } from './http/dispatch.ts'
import { type HttpError, methodNotAllowed, sanityError } from './http/errors.ts'
import type { ListenHub } from './live/listen-route.ts'
import type { LiveEvents } from './live/live-events-route.ts'
import { withLiveQueryFields } from './live/live-query-fields.ts'
import { type CspReports, cspWrongMethod } from './site-services/csp-report-route.ts'
import { handleJobs, handleSocialFeed } from './site-services/feed-routes.ts'
import { type FormSubmissions, formsWrongMethod } from './site-services/forms-route.ts'
import * as boot from './studio-api/boot-routes.ts'
import { handleAcl, handleDatasets, handleProject } from './studio-api/project-routes.ts'
import { handleStatus } from './studio-api/status-route.ts'
import { handleAuthId, handleMe, handleUsers, type KeyValues } from './studio-api/user-routes.ts'

type Method = 'GET' | 'HEAD' | 'POST'

interface Route {
  /** The methods it answers; '*' takes any (the Studio's boot calls, as the lake always has). */
  method: '*' | readonly Method[]
  /** The whole path, with named groups for the route's params. */
  path: RegExp
  handle: Handler
  /** The answer to another method, where it is not the usual 405. */
  wrongMethod?: () => HttpError
}

/** The lake's parts that keep state between requests, which their routes answer through. */
export interface RouteServices {
  query: Handler
  images: Handler
  jobBoard: Handler
  formsScript: Handler
  listen: ListenHub
  live: LiveEvents
  forms: FormSubmissions
  csp: CspReports
  keyValues: KeyValues
}

/** The version segment of Sanity's API paths: dated versions, `v1` and `vX`, as Sanity accepts. */
const VERSION = String.raw`v(?<apiVersion>\d{4}-\d{2}-\d{2}|1|X)`
/** Every path the lake answers starts so; any other goes to `next()`. */
const OWNED = new RegExp(`^/(?:${VERSION}/|images/|files/|lake/)`)
const API = new RegExp(`^/${VERSION}(?<rest>/.*)$`)
const api = (rest: string) => new RegExp(`^/${VERSION}${rest}$`)

/** The Studio's presence WebSocket (Sanity's "bifur"). */
const SOCKET = api('/socket/[^/]+/?')

const ANY = '*'
const READ = ['GET', 'HEAD'] as const
const DATASET = '(?<dataset>[^/]+)'
const NAME = '[A-Za-z0-9_-]{1,64}'

function dataApi(s: RouteServices): Route[] {
  return [
    { method: ['GET', 'POST'], path: api(`/data/query/${DATASET}/?`), handle: s.query },
    { method: ANY, path: api(`/data/doc/${DATASET}(?:/(?<ids>.+))?`), handle: handleDoc },
    {
      method: ['POST'],
      path: api(`/data/mutate/${DATASET}`),
      handle: handleMutate,
      wrongMethod: () => sanityError(405, 'httpMethodNotAllowed', 'Mutations are POSTed'),
    },
    { method: ANY, path: api(`/data/actions/${DATASET}`), handle: handleActions },
    { method: ANY, path: api(`/data/listen/${DATASET}`), handle: (ctx) => s.listen.handle(ctx) },
    {
      method: ANY,
      path: api(`/data/live/events/${DATASET}`),
      handle: (ctx) => s.live.handle(ctx),
    },
    {
      method: ANY,
      path: api(
        `/data/history/${DATASET}/(?<kind>transactions|documents|events/documents)/(?<ids>.+)`,
      ),
      handle: handleHistory,
    },
    {
      method: ['POST'],
      path: api(`/assets/(?<kind>images|files)/${DATASET}/?`),
      handle: handleUpload,
    },
  ]
}

/** What the Studio asks at boot, for the local editor. */
function studioApi(s: RouteServices): Route[] {
  const studio = (path: string, handle: Handler): Route => ({
    method: ANY,
    path: api(path),
    handle,
  })
  return [
    studio('/users/me', handleMe),
    studio('/users/me/keyvalue(?<keys>.*)', (ctx) => s.keyValues.handle(ctx)),
    studio('/users/(?<ids>.*)', handleUsers),
    studio('/auth/id', handleAuthId),
    studio('/auth/providers', boot.authProviders),
    studio('/(?:auth/logout|intake/batch)', boot.done),
    studio('/descriptors/(?<step>claim|synchronize)', boot.handleDescriptors),
    studio('/(?:ping|data/ping.*)', boot.pong),
    studio('/intake/telemetry-status', boot.telemetryStatus),
    studio('/features', boot.noFeatures),
    studio('/help', boot.noHelp),
    studio('/journey.*', boot.noJourney),
    studio('/projects/(?<projectId>[^/]+)/?', handleProject),
    studio('/projects/[^/]+/datasets', handleDatasets),
    studio(`/projects/[^/]+/datasets/${DATASET}/acl`, handleAcl),
    studio('/projects/[^/]+/grants', boot.noGrants),
    studio('/projects/[^/]+/(?:user-applications|features)', boot.noFeatures),
  ]
}

/** The CDN and the stand-ins for the services the site embeds. */
function siteServices(s: RouteServices): Route[] {
  return [
    {
      method: ['POST'],
      path: new RegExp(`^/lake/forms/submit/(?<portalId>${NAME})/(?<formId>${NAME})/?$`),
      handle: (ctx) => s.forms.handle(ctx),
      wrongMethod: formsWrongMethod,
    },
    {
      method: ['POST'],
      path: /^\/lake\/csp-report$/,
      handle: (ctx) => s.csp.handle(ctx),
      wrongMethod: cspWrongMethod,
    },
    { method: READ, path: /^\/images\//, handle: s.images },
    { method: READ, path: /^\/files\//, handle: handleFile },
    { method: READ, path: /^\/lake\/status\.json$/, handle: handleStatus },
    { method: READ, path: /^\/lake\/social-feed\.json$/, handle: handleSocialFeed },
    { method: READ, path: /^\/lake\/jobs\.json$/, handle: handleJobs },
    { method: READ, path: /^\/lake\/job-board\.js$/, handle: s.jobBoard },
    { method: READ, path: /^\/lake\/forms\/v2\.js$/, handle: s.formsScript },
  ]
}

/** A path no route takes: outside the API a write is refused first, as it always was. */
function unrouted(method: string, pathname: string): HttpError {
  const rest = API.exec(pathname)?.groups?.rest
  if (rest === undefined && method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method)
  return sanityError(404, 'httpNotFound', `The content lake does not serve ${rest ?? pathname}`)
}

const paramsOf = (groups: Record<string, string | undefined> = {}) =>
  Object.fromEntries(Object.entries(groups).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >

/**
 * The lake's one route table: the first route whose path matches and which takes the method
 * answers; a path some route takes by another method is refused with 405.
 */
export function createRouter(
  services: RouteServices,
): Router & { isSocket(path: string): boolean } {
  const table = [
    ...dataApi({ ...services, query: withLiveQueryFields(services.query) }),
    ...studioApi(services),
    ...siteServices(services),
  ]
  return {
    owns: (pathname) => OWNED.test(pathname),
    isSocket: (pathname) => SOCKET.test(pathname),
    match(method, pathname) {
      let refused: Route | undefined
      for (const route of table) {
        const found = route.path.exec(pathname)
        if (!found) continue
        if (route.method === ANY || (route.method as readonly string[]).includes(method)) {
          return { handle: route.handle, params: paramsOf(found.groups) }
        }
        refused ??= route
      }
      if (refused) return { refusal: refused.wrongMethod?.() ?? methodNotAllowed(method) }
      return { refusal: unrouted(method, pathname) }
    },
  }
}
