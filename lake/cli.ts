import { join, resolve } from 'node:path'
import { DEFAULT_STUDIO_ORIGINS } from './config.ts'
import { createLake } from './index.ts'
import {
  commandLine,
  lakeDirs,
  parsePort,
  SERVER_OPTIONS,
  serveLake,
  usageError,
} from './server.ts'
import { exportDataset, resetEdits } from './store/edits.ts'

const USAGE = `Usage: tsx lake/cli.ts [--port N] [--host H] [--studio-origin URL]…
       tsx lake/cli.ts --reset
       tsx lake/cli.ts --export FILE [--dataset NAME]

  --port N             port to listen on (default 5317, where the Studio looks; 0 picks a free one)
  --host H             interface to bind (default 127.0.0.1)
  --studio-origin URL  another origin the Studio is served from (default http://localhost:3333)
  --reset              remove the edits and uploads in the state directory: back to the demo content
  --export FILE        write the dataset with its edits as NDJSON for \`sanity dataset import\`
  --dataset NAME       the dataset to export (default production)
  --dataset-dir DIR    the committed dataset (default dataset/)
  --state-dir DIR      where edits, uploads and caches are kept (default .lake/)

The build served beside the lake, as the static hosts serve it: tsx deploy/serve.ts`

const fail = (message: string) => usageError(USAGE, message)

const args = commandLine(USAGE, {
  ...SERVER_OPTIONS,
  'studio-origin': { type: 'string', multiple: true },
  reset: { type: 'boolean' },
  export: { type: 'string' },
  dataset: { type: 'string', default: 'production' },
})
const { datasetDir, stateDir } = lakeDirs(args)

if (args.reset) {
  try {
    resetEdits(stateDir)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  console.log(`Edits and uploads removed from ${stateDir}: back to the demo content`)
  process.exit(0)
}
if (args.export) {
  const out = resolve(args.export)
  const count = await exportDataset({ datasetDir, stateDir, dataset: args.dataset, out })
  console.log(
    `${count} documents of ${args.dataset} → ${out} (sanity dataset import ${args.export} <dataset>)`,
  )
  process.exit(0)
}

const port = parsePort(args.port) ?? fail(`Invalid --port: ${args.port}`)
const lake = createLake({
  datasetDir,
  stateDir,
  studioOrigins: [...DEFAULT_STUDIO_ORIGINS, ...(args['studio-origin'] ?? [])],
})
serveLake({
  lake,
  port,
  host: args.host,
  notes: [
    `Edits are kept in ${join(stateDir, 'edits')}; scripts edit with the token in ${join(stateDir, 'editor-token')}`,
  ],
})
