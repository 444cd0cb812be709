// The site built from a 200-project archive (work-archive.spec.ts): one build per run, served
// by tests/browser/archive-server.ts, which Playwright starts beside the site's own server.
// Its port is derived from TEST_PORT, as the Studio test's are (studio-ports.ts).
const port = Number(process.env.TEST_PORT ?? 4791) + 2

export const ARCHIVE = {
  projects: 200,
  port,
  url: `http://127.0.0.1:${port}`,
  /** The archive's build, relative to the repo root. */
  dir: `${process.env.OUT_DIR ?? 'dist'}-archive`,
}

/** The archive site's origin, once it is built: the first worker to ask builds it. */
export async function archiveSite(): Promise<string> {
  const answer = await fetch(`${ARCHIVE.url}/__archive/ready`, {
    signal: AbortSignal.timeout(300_000),
  })
  if (!answer.ok) throw new Error(`the archive site did not build: ${await answer.text()}`)
  return ARCHIVE.url
}
