import type { WorkspaceOptions } from 'sanity'

// The lake's editor token, handed over by `npm run studio` in the URL (`#token=…`): the
// Studio keeps it in localStorage and sends it as `Authorization: Bearer`, never a cookie.
const tokenLogin: WorkspaceOptions['auth'] = { loginMethod: 'token' }

/**
 * Workspace options for the embedded content lake: the Studio's API host, and the features
 * that need Sanity's hosted services switched off, so no screen waits on a service the
 * lake does not have. Releases and scheduled drafts are on by default in Sanity 5.
 */
export function localLakeOptions(lakeUrl: string) {
  return {
    apiHost: lakeUrl,
    auth: tokenLogin,
    releases: { enabled: false },
    scheduledDrafts: { enabled: false },
    scheduledPublishing: { enabled: false },
    tasks: { enabled: false },
    mediaLibrary: { enabled: false },
    apps: { canvas: { enabled: false } },
    announcements: { enabled: false },
    beta: { create: { startInCreateEnabled: false } },
  } satisfies Partial<WorkspaceOptions>
}

/** Comments keep their threads in a Sanity-hosted add-on dataset the lake does not serve. */
export const localLakeDocumentOptions = { comments: { enabled: false } } as const
