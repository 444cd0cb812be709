import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

type Manifest = Record<string, ManifestChunk>

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into)
  return into
}

function gzipBytes(dist: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) {
    if (file.endsWith('.js')) total += gzipSync(readFileSync(join(dist, file))).length
  }
  return total
}

export interface BundleSizes {
  mobile: number
  desktop: number
  webglChunk: number
  virtualTrackChunk: number
  webglFiles: string[]
}

/**
 * Gzipped JavaScript from Vite's manifest: the mobile page is the entry chunk plus its
 * static imports; the desktop page adds the virtual-scroll chunk and the WebGL chunk
 * (each with its own static imports).
 */
export function bundleSizes(dist: string): BundleSizes {
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('no entry chunk in the manifest')
  const mobile = closure(manifest, entryKey)
  const find = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix))
    if (!key) throw new Error(`${suffix} is not a chunk of its own`)
    return key
  }
  const webgl = closure(manifest, find('src/webgl/Stage.tsx'))
  const virtual = closure(manifest, find('src/scroll/start-virtual-track.ts'))
  const onlyWebgl = [...webgl].filter((f) => !mobile.has(f))
  const onlyVirtual = [...virtual].filter((f) => !mobile.has(f))
  const desktop = new Set([...mobile, ...onlyVirtual, ...onlyWebgl])
  return {
    mobile: gzipBytes(dist, mobile),
    desktop: gzipBytes(dist, desktop),
    webglChunk: gzipBytes(dist, onlyWebgl),
    virtualTrackChunk: gzipBytes(dist, onlyVirtual),
    webglFiles: onlyWebgl,
  }
}
