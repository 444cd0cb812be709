import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStaticHandler } from '../../deploy/static-host.ts'
import { createLake, silentLogger } from '../../lake/index.ts'

/** The build and a content lake over `datasetDir` on one origin, on a free port. */
export async function serve(
  distDir: string,
  datasetDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const lake = createLake({ datasetDir, logger: silentLogger })
  const files = createStaticHandler(distDir)
  const server: Server = createServer((req, res) => {
    lake(req, res, () => {
      files(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end()
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
