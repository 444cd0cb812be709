import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chunkKey, closure, entryKey, readManifest } from '../../deploy/manifest.ts'
import { PAGE_SOURCES } from '../../src/app/page-sources.ts'

function gzipBytes(dist: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) {
    if (file.endsWith('.js')) total += gzipSync(readFileSync(join(dist, file))).length
  }
  return total
}

export interface BundleSizes {
  /** The entry and its static imports alone (what every page loads). */
  mobile: number
  /** Per route kind: the entry plus that page's chunks, with their static imports. */
  routes: Record<string, number>
  desktop: number
  webglChunk: number
  virtualTrackChunk: number
  webglFiles: string[]
}

/**
 * Gzipped JavaScript from Vite's manifest, each file compressed on its own as a server
 * sends it: a route's first load is the entry plus its page's chunks (the HTML preloads
 * them); the desktop page adds the virtual-scroll chunk and the WebGL chunk.
 */
export function bundleSizes(dist: string): BundleSizes {
  const manifest = readManifest(dist)
  const mobile = closure(manifest, entryKey(manifest))
  const routes: Record<string, number> = {}
  for (const [kind, sources] of Object.entries(PAGE_SOURCES)) {
    const page = new Set(mobile)
    for (const source of sources) closure(manifest, chunkKey(manifest, source), page)
    routes[kind] = gzipBytes(dist, page)
  }
  const webgl = closure(manifest, chunkKey(manifest, 'src/webgl/Stage.tsx'))
  // The desktop track's chunk, and the page bar's progress line that it draws.
  const virtual = closure(manifest, chunkKey(manifest, 'src/app/desktop/desktop-mode.ts'))
  closure(manifest, chunkKey(manifest, 'src/scroll/engine/progress-line.ts'), virtual)
  const onlyWebgl = [...webgl].filter((f) => !mobile.has(f))
  const onlyVirtual = [...virtual].filter((f) => !mobile.has(f))
  const desktop = new Set([...mobile, ...onlyVirtual, ...onlyWebgl])
  return {
    mobile: gzipBytes(dist, mobile),
    routes,
    desktop: gzipBytes(dist, desktop),
    webglChunk: gzipBytes(dist, onlyWebgl),
    virtualTrackChunk: gzipBytes(dist, onlyVirtual),
    webglFiles: onlyWebgl,
  }
}
