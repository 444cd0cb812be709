import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

/** Vite's build manifest: source module → its output chunk. */
export type Manifest = Record<string, ManifestChunk>

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** A chunk's key by the end of its source path; throws when it is not a chunk of its own. */
export function chunkKey(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix))
  if (!key) throw new Error(`${suffix} is not a chunk of its own`)
  return key
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!key) throw new Error('no entry chunk in the manifest')
  return key
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into)
  return into
}
