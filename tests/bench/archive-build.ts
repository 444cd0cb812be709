import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLake, silentLogger } from '../../lake/index.ts'

export interface ArchiveBuild {
  /** The content host the build queries and takes its images from (VITE_SANITY_API_HOST). */
  apiHost: string
  close: () => Promise<void>
}

/**
 * Builds the site from `datasetDir` into `outDir` as a studio would deploy it: prerendered
 * from a lake over the dataset on its own port (kept up for the images until `close`), so
 * the live query after load confirms the snapshot.
 */
export async function buildFromDataset(datasetDir: string, outDir: string): Promise<ArchiveBuild> {
  const lake = createLake({ datasetDir, logger: silentLogger })
  const server = createServer((req, res) => lake(req, res, () => res.writeHead(404).end()))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const close = () => new Promise<void>((done) => server.close(() => done()))
  const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Asynchronous: the build's prerender queries the lake served from this process.
  const status = await new Promise<number | null>((done) => {
    spawn('npx', ['vite', 'build', '--logLevel', 'error'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        OUT_DIR: outDir,
        VITE_SANITY_API_HOST: apiHost,
        VITE_SANITY_PROJECT_ID: 'bench',
      },
    }).on('exit', done)
  })
  if (status !== 0) {
    await close()
    throw new Error(`the build from ${datasetDir} failed (exit ${status})`)
  }
  return { apiHost, close }
}
