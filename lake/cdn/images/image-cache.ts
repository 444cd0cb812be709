import { mkdir, readdir, rm, stat, utimes } from 'node:fs/promises'
import { join } from 'node:path'
import type { LakeLogger } from '../../logger.ts'

export interface DiskCacheOptions {
  dir: string
  /** Bytes the cache may hold; past it, the least recently used files go. */
  maxBytes: number
  logger: LakeLogger
  /** Clock, for tests. */
  now?: () => number
}

export interface DiskCache {
  /**
   * The directory scanned (and leftover temp files removed), on first use: a lake that
   * serves no picture (the build's prerender) never reads it. Every other call waits for it.
   */
  ready(): Promise<void>
  /** A file served from the cache: it becomes the most recently used. */
  used(name: string, size: number): Promise<void>
  /** A file just written: counted, then the least recently used go while over the cap. */
  added(name: string, size: number): Promise<void>
  /** Bytes and files held, for tests and the bench. */
  usage(): { bytes: number; files: number }
}

// A file's mtime records its last use, so the order survives a restart. Touching it on
// every hit would be a write per picture served; once a minute is order enough.
const TOUCH_EVERY_MS = 60_000
// Eviction goes a little below the cap, so the next few writes do not each evict.
const LOW_WATER = 0.9

interface Entry {
  size: number
  touchedAt: number
}

/**
 * The encoded-picture cache on disk, capped in bytes with least-recently-used eviction.
 * The files are the state: on start the directory is read back in mtime order.
 */
export function createDiskCache({
  dir,
  maxBytes,
  logger,
  now = Date.now,
}: DiskCacheOptions): DiskCache {
  // Map order is recency order: least recently used first.
  const entries = new Map<string, Entry>()
  let bytes = 0

  const forget = (name: string) => {
    const entry = entries.get(name)
    if (!entry) return
    bytes -= entry.size
    entries.delete(name)
  }

  const record = (name: string, size: number, touchedAt: number) => {
    forget(name)
    entries.set(name, { size, touchedAt })
    bytes += size
  }

  async function evict(keep: string): Promise<void> {
    if (bytes <= maxBytes) return
    const victims: string[] = []
    for (const [name, entry] of entries) {
      if (bytes <= maxBytes * LOW_WATER) break
      if (name === keep) continue
      victims.push(name)
      bytes -= entry.size
    }
    for (const name of victims) entries.delete(name)
    await Promise.all(victims.map((name) => rm(join(dir, name), { force: true })))
  }

  async function scan(): Promise<void> {
    await mkdir(dir, { recursive: true })
    const found: { name: string; size: number; mtime: number }[] = []
    for (const dirent of await readdir(dir, { withFileTypes: true })) {
      if (!dirent.isFile()) continue
      const path = join(dir, dirent.name)
      // An encode cut short by a crash leaves its temp file behind.
      if (dirent.name.endsWith('.tmp')) {
        await rm(path, { force: true })
        continue
      }
      const info = await stat(path).catch(() => undefined)
      if (info) found.push({ name: dirent.name, size: info.size, mtime: info.mtimeMs })
    }
    found.sort((a, b) => a.mtime - b.mtime)
    for (const file of found) record(file.name, file.size, file.mtime)
    await evict('')
  }

  let scanned: Promise<void> | undefined
  const ready = () => {
    scanned ??= scan().catch((error: unknown) => {
      logger.error(`lake: the image cache in ${dir} could not be read`, error)
    })
    return scanned
  }

  return {
    ready,
    async used(name, size) {
      await ready()
      const entry = entries.get(name)
      const touchedAt = entry?.touchedAt ?? 0
      const time = now()
      const stale = time - touchedAt >= TOUCH_EVERY_MS
      record(name, size, stale ? time : touchedAt)
      if (stale) {
        const date = new Date(time)
        await utimes(join(dir, name), date, date).catch(() => {})
      }
      // A file another process wrote may have put this one over the cap.
      if (!entry) await evict(name)
    },
    async added(name, size) {
      await ready()
      record(name, size, now())
      await evict(name)
    },
    usage: () => ({ bytes, files: entries.size }),
  }
}
