/** The demo project the site's embedded content lake serves (src/content/settings.ts). */
const DEMO_PROJECT_ID = 'studiodemo'
const DEMO_DATASET = 'production'
/** Where `npm start` and `npm run dev` serve the site and its lake; `npm run studio` looks here first. */
const DEFAULT_LAKE_URL = 'http://localhost:5317'

export interface StudioEnv {
  projectId: string
  dataset: string
  /** The embedded lake the Studio edits, or undefined for a real Sanity project. */
  lakeUrl: string | undefined
  /** The site the Presentation tool shows (its origin). */
  previewUrl: string
}

const read = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * The project and dataset, from the same `VITE_SANITY_PROJECT_ID` / `VITE_SANITY_DATASET`
 * settings the site builds with, so the Studio edits the content the site shows. With no
 * project id it is the demo project, which only the embedded lake serves:
 * `SANITY_STUDIO_LAKE_URL` says where (`npm run studio` sets it).
 */
export function readStudioEnv(env: Record<string, string | undefined>): StudioEnv {
  const projectId = read(env.VITE_SANITY_PROJECT_ID) ?? DEMO_PROJECT_ID
  const lakeUrl = read(env.SANITY_STUDIO_LAKE_URL)?.replace(/\/+$/, '') ?? DEFAULT_LAKE_URL
  const onLake = projectId === DEMO_PROJECT_ID
  return {
    projectId,
    dataset: read(env.VITE_SANITY_DATASET) ?? DEMO_DATASET,
    lakeUrl: onLake ? lakeUrl : undefined,
    // The lake's server is the site's too (`npm start`, `npm run dev`); a real project's
    // Studio shows the site it builds (VITE_SITE_URL), unless told otherwise.
    previewUrl: originOf(
      read(env.SANITY_STUDIO_PREVIEW_URL) ??
        (onLake ? lakeUrl : (read(env.VITE_SITE_URL) ?? DEFAULT_LAKE_URL)),
    ),
  }
}

/** `scheme://host[:port]` of a URL; the text as it is when it is not one. */
function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}
