import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { readStudioEnv } from './env.ts'
import { localLakeDocumentOptions, localLakeOptions } from './lake/options.ts'
import { presentation } from './presentation/presentation.ts'
import { SINGLETONS, schemaTypes } from './schemaTypes/index.ts'
import { structure } from './structure.ts'

// Literal `process.env.X` expressions: the Studio build replaces them (sanity.cli.ts);
// in Node (schema extraction, validation) they are read as usual.
const { projectId, dataset, lakeUrl, previewUrl } = readStudioEnv({
  VITE_SANITY_PROJECT_ID: process.env.VITE_SANITY_PROJECT_ID,
  VITE_SANITY_DATASET: process.env.VITE_SANITY_DATASET,
  VITE_SITE_URL: process.env.VITE_SITE_URL,
  SANITY_STUDIO_LAKE_URL: process.env.SANITY_STUDIO_LAKE_URL,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
})

const singletonTypes = new Set<string>(Object.keys(SINGLETONS))
// A singleton can be edited and published, never created again, duplicated or deleted.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Studio site',
  projectId,
  dataset,
  // With no Sanity project: the embedded lake (npm run studio starts or finds it).
  ...(lakeUrl ? localLakeOptions(lakeUrl) : {}),
  plugins: [structureTool({ structure }), presentation(previewUrl)],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter((t) => !singletonTypes.has(t.schemaType)),
  },
  document: {
    ...(lakeUrl ? localLakeDocumentOptions : {}),
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global'
        ? options.filter((o) => !singletonTypes.has(o.templateId))
        : options,
  },
})
