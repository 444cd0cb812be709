import type { RequestContext } from '../http/context.ts'
import { isEditor, LOCAL_EDITOR } from '../http/editor.ts'
import { sanityError } from '../http/errors.ts'
import { sendJson } from '../http/respond.ts'

/** The grants the Studio evaluates (with groq-js) for every document: the editor may do all. */
const EDITOR_GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'],
  },
]

const VISITOR_GRANTS = [{ filter: '_id in path("*")', permissions: ['read'] }]

/** `/projects/{id}`: the project the Studio edits, with the local editor its one member. */
export function handleProject(ctx: RequestContext): void {
  sendJson(ctx.res, 200, {
    id: ctx.params.projectId,
    displayName: 'Studio site (local content lake)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: '#1f2933' },
    createdAt: '2025-01-01T00:00:00.000Z',
    activityFeedEnabled: false,
    members: [{ id: LOCAL_EDITOR.id, role: 'administrator', isCurrentUser: true, isRobot: false }],
    features: [],
  })
}

/** `/projects/{id}/datasets`: comments keep their own add-on dataset; with comments off there is none. */
export function handleDatasets(ctx: RequestContext): void {
  const profile = ctx.url.searchParams.has('datasetProfile')
  sendJson(ctx.res, 200, profile ? [] : [{ name: 'production', aclMode: 'public' }])
}

/** `/projects/{id}/datasets/{dataset}/acl`: what the editor, or a visitor, may do. */
export async function handleAcl(ctx: RequestContext): Promise<void> {
  if (!(await ctx.store.hasDataset(ctx.params.dataset ?? ''))) {
    throw sanityError(404, 'httpNotFound', 'No such dataset')
  }
  sendJson(ctx.res, 200, isEditor(ctx.req, ctx.policy) ? EDITOR_GRANTS : VISITOR_GRANTS)
}
