// @vitest-environment node
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { silentLogger } from '../../logger.ts'
import { createDiskCache } from './image-cache.ts'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lake-cache-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Bytes the directory really holds. */
async function onDisk(): Promise<number> {
  let total = 0
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size
  return total
}

async function put(name: string, size: number) {
  await writeFile(join(dir, name), Buffer.alloc(size, 1))
  return size
}

describe('image disk cache', () => {
  it('stays under its cap, evicting the least recently used', async () => {
    let clock = 1_000_000
    const cache = createDiskCache({ dir, maxBytes: 1000, logger: silentLogger, now: () => clock })
    for (const name of ['a', 'b', 'c', 'd']) {
      await cache.added(name, await put(name, 200))
      clock += 1000
    }
    // 'a' is used again: 'b' is now the oldest.
    await cache.used('a', 200)
    for (const name of ['e', 'f', 'g']) {
      await cache.added(name, await put(name, 200))
      clock += 1000
      expect(await onDisk()).toBeLessThanOrEqual(1000)
      expect(cache.usage().bytes).toBe(await onDisk())
    }
    expect(existsSync(join(dir, 'a'))).toBe(true)
    expect(existsSync(join(dir, 'b'))).toBe(false)
    expect(existsSync(join(dir, 'g'))).toBe(true)
  })

  it('reads its order back after a restart, and clears what a crash left', async () => {
    const at = (name: string, seconds: number) =>
      utimes(join(dir, name), new Date(seconds * 1000), new Date(seconds * 1000))
    for (const [name, time] of [
      ['old', 100],
      ['mid', 200],
      ['new', 300],
    ] as const) {
      await put(name, 400)
      await at(name, time)
    }
    await put('half-written.tmp', 50)
    const cache = createDiskCache({ dir, maxBytes: 1000, logger: silentLogger })
    await cache.ready()
    // 1200 bytes found on start against a cap of 1000: the oldest goes, and the temp file.
    expect((await readdir(dir)).sort()).toEqual(['mid', 'new'])
    expect(cache.usage()).toEqual({ bytes: 800, files: 2 })
  })

  it('records a hit on disk so that the order survives, at most once a minute a file', async () => {
    let clock = Date.UTC(2026, 0, 1)
    const cache = createDiskCache({ dir, maxBytes: 10_000, logger: silentLogger, now: () => clock })
    await cache.added('x', await put('x', 10))
    clock += 120_000
    await cache.used('x', 10)
    expect((await stat(join(dir, 'x'))).mtimeMs).toBe(clock)
    const touched = clock
    clock += 5_000
    await cache.used('x', 10)
    expect((await stat(join(dir, 'x'))).mtimeMs).toBe(touched)
  })

  it('never evicts the file it just wrote, even past the cap', async () => {
    const cache = createDiskCache({ dir, maxBytes: 100, logger: silentLogger })
    await cache.added('small', await put('small', 60))
    await cache.added('big', await put('big', 500))
    expect(await readdir(dir)).toEqual(['big'])
  })
})
