import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { aboutDoc } from './content/about.ts'
import { clientDocs } from './content/clients.ts'
import { digestDocs } from './content/digest.ts'
import { jobDocs } from './content/jobs.ts'
import { siteSettingsDoc } from './content/settings.ts'
import { shopDocs } from './content/shop.ts'
import { socialFeed } from './content/social.ts'
import { taxonomyDocs } from './content/taxonomy.ts'
import { workDocs } from './content/work.ts'
import { AssetStore } from './lib/assets.ts'
import { type Doc, stamp } from './lib/docs.ts'
import { encodeShowreel } from './video/encode.ts'

export const DATASET_DIR = dirname(fileURLToPath(import.meta.url))

export function folderBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size
  }
  return total
}

/**
 * A freshly encoded showreel. Without ffmpeg the previous one under `root` is kept, so
 * image or copy changes can still be regenerated; with none to keep, the error stands.
 */
export async function showreel(
  root: string,
  encode: () => Promise<Buffer> = encodeShowreel,
): Promise<Buffer> {
  const files = join(root, 'assets', 'files')
  const previous = existsSync(files)
    ? readdirSync(files).find((f) => f.endsWith('.mp4'))
    : undefined
  const kept = previous ? readFileSync(join(files, previous)) : undefined
  try {
    return await encode()
  } catch (error) {
    if (!kept) throw error
    console.warn(`${(error as Error).message}; keeping the existing showreel`)
    return kept
  }
}

/** Writes production.ndjson, social-feed.json and assets/ under `root`; returns the documents. */
export async function generate(root: string = DATASET_DIR) {
  const reelBytes = await showreel(root)
  rmSync(join(root, 'assets'), { recursive: true, force: true })
  const store = new AssetStore(join(root, 'assets'))
  const reel = store.video(reelBytes, 'showreel.mp4', 'Showreel')
  const content: Doc[] = [
    ...taxonomyDocs(),
    ...(await clientDocs(store)),
    ...(await workDocs(store, reel)),
    ...(await digestDocs(store)),
    ...(await shopDocs(store)),
    await aboutDoc(store),
    ...jobDocs(),
    siteSettingsDoc(),
  ]
  const social = await socialFeed(store)
  // Assets are stamped first, as if uploaded before the documents that use them; the file
  // still lists content first, which is easier to read.
  const [assets, documents] = [stamp(store.docs), stamp(content, store.docs.length)]
  const docs = [...documents, ...assets]
  writeFileSync(
    join(root, 'production.ndjson'),
    `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
  )
  writeFileSync(join(root, 'social-feed.json'), `${JSON.stringify(social, null, 2)}\n`)
  return { docs, social, reelBytes: reelBytes.length }
}

function summarise(result: Awaited<ReturnType<typeof generate>>, root: string): void {
  const counts = new Map<string, number>()
  for (const doc of result.docs) counts.set(doc._type, (counts.get(doc._type) ?? 0) + 1)
  console.log('documents by type:')
  for (const [type, count] of [...counts].sort()) console.log(`  ${type.padEnd(20)} ${count}`)
  console.log(`  ${'total'.padEnd(20)} ${result.docs.length}`)
  console.log(`social posts: ${result.social.length}`)
  console.log(`showreel: ${(result.reelBytes / 1024).toFixed(0)} KB`)
  console.log(`dataset/: ${(folderBytes(root) / 1024 / 1024).toFixed(2)} MB`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now()
  const result = await generate()
  summarise(result, DATASET_DIR)
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
