/** The demo project the site's embedded content lake serves (src/content/settings.ts). */
export const DEMO_PROJECT_ID = 'studiodemo'
export const DEMO_DATASET = 'production'

export interface StudioEnv {
  projectId: string
  dataset: string
}

const read = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * The project and dataset, from the same `VITE_SANITY_PROJECT_ID` / `VITE_SANITY_DATASET`
 * settings the site builds with, so the Studio edits the content the site shows.
 */
export function readStudioEnv(env: Record<string, string | undefined>): StudioEnv {
  return {
    projectId: read(env.VITE_SANITY_PROJECT_ID) ?? DEMO_PROJECT_ID,
    dataset: read(env.VITE_SANITY_DATASET) ?? DEMO_DATASET,
  }
}
