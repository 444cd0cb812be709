import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LakeConfig } from '../config.ts'
import type { LakeLogger } from '../logger.ts'
import type { Store } from '../store/store.ts'
import { type EditorPolicy, notEditor } from './editor.ts'
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
  /** Whether the request is the local editor's (http/editor.ts), judged once per request. */
  editor: boolean
  /** Why it is not the editor's; undefined when it is. */
  editorRefusal: string | undefined
}

export type Handler = (ctx: RequestContext) => Promise<void> | void

/** A path segment decoded; a malformed percent-encoding is the client's error (400), never a 500. */
export function decodePathPart(segment: string, what: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw sanityError(400, 'httpBadRequest', `Malformed ${what} in the URL: "${segment}"`)
  }
}

/** The path's dataset segment, decoded. */
export const datasetParam = (ctx: RequestContext): string =>
  decodePathPart(ctx.params.dataset ?? '', 'dataset name')

/** Throws Sanity's 401, saying what to do, unless the request is the editor's. */
export function requireEditor(ctx: Pick<RequestContext, 'editorRefusal'>): void {
  if (ctx.editorRefusal !== undefined) throw notEditor(ctx.editorRefusal)
}
