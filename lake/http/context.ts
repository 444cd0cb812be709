import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LakeConfig } from '../config.ts'
import type { LakeLogger } from '../logger.ts'
import type { Store } from '../store/store.ts'
import type { EditorPolicy } from './editor.ts'
import { sanityError } from './errors.ts'

/** The lake's parts every request context carries. */
export interface LakeParts {
  store: Store
  /** Who may act as the editor (lake/http/editor.ts). */
  policy: EditorPolicy
  logger: LakeLogger
  config: LakeConfig
}

/** What every handler takes: the request, its answer, its parsed URL and the route's params. */
export interface RequestContext extends LakeParts {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** The route's named path groups, as they stand in the path (not decoded). */
  params: Readonly<Record<string, string>>
}

export type Handler = (ctx: RequestContext) => Promise<void> | void

/** The path's dataset segment, decoded; a malformed percent-encoding is the client's error. */
export function datasetParam(ctx: RequestContext): string {
  const segment = ctx.params.dataset ?? ''
  try {
    return decodeURIComponent(segment)
  } catch {
    throw sanityError(400, 'httpBadRequest', `Malformed dataset name in the URL: "${segment}"`)
  }
}
