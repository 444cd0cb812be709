import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeDirs, type SuiteDirs } from './dataset.ts'
import {
  journalFile,
  type LakeUnderTest,
  startLake,
  startStandaloneLake,
  writeStaleLock,
} from './lake-under-test.ts'
import { clientFor, failure } from './setup.ts'

// Issue 42, point 6: crash and lock edge cases. A journal append that fails halfway (disk
// full, here a 2 MB tmpfs) leaves no partial line for the next acknowledged transaction to be
// glued to; a writer lock naming a pid that another process now has is recognised as stale.
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function dirsFor(stateDir?: string): Promise<SuiteDirs> {
  const dirs = await makeDirs()
  cleanups.push(() => dirs.remove())
  return stateDir ? { ...dirs, stateDir } : dirs
}

async function lakeOn(dirs: SuiteDirs): Promise<LakeUnderTest> {
  const lake = await startLake(dirs)
  cleanups.push(() => lake.close())
  return lake
}

/** A small tmpfs, or the reason it cannot be mounted here (mounting needs CAP_SYS_ADMIN). */
function smallDisk(): { dir: string } | { refused: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lake-full-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    rmdirSync(dir)
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim()
    return { refused: detail || String(error) }
  }
  cleanups.push(() => {
    execFileSync('umount', [dir])
    rmdirSync(dir)
  })
  return { dir }
}

describe('6. a journal append that fails', () => {
  it('leaves nothing for the next acknowledged transaction to be glued to (disk full)', async (ctx) => {
    const disk = smallDisk()
    if ('refused' in disk) ctx.skip(`mount -t tmpfs is not allowed here (${disk.refused})`)
    const dirs = await dirsFor(join((disk as { dir: string }).dir, 'state'))
    const lake = await lakeOn(dirs)
    await clientFor(lake).create({ _id: 'before-full', _type: 'note' })

    // Leaves 48 KB free, then a 200 KB document: the append writes part of its line, then fails.
    const { bavail, bsize } = statfsSync(dirs.stateDir)
    const filler = join(dirs.stateDir, 'filler')
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 48 * 1024)))
    const full = await failure(
      clientFor(lake).create({ _id: 'too-big', _type: 'note', text: 'x'.repeat(200_000) }),
    )
    expect(full.statusCode).toBeGreaterThanOrEqual(500)
    rmSync(filler)
    await clientFor(lake).create({ _id: 'after-full', _type: 'note' })

    const lines = readFileSync(journalFile(dirs.stateDir, 'production'), 'utf8')
      .split('\n')
      .filter(Boolean)
    const unreadable = lines.filter((line) => {
      try {
        JSON.parse(line)
        return false
      } catch {
        return true
      }
    })
    expect(unreadable.map((line) => `${line.slice(0, 40)}… (${line.length} bytes)`)).toEqual([])
    await lake.close()
    const again = await lakeOn(dirs)
    const ids = await clientFor(again).fetch<string[]>('*[_type == "note" && _id in $ids]._id', {
      ids: ['before-full', 'too-big', 'after-full'],
    })
    expect([...ids].sort()).toEqual(['after-full', 'before-full'])
  })
})

describe('6. the writer lock', () => {
  it('is taken over when its pid now belongs to another process', async () => {
    const other: ChildProcess = spawn('sleep', ['120'], { stdio: 'ignore' })
    cleanups.push(() => {
      other.kill()
    })
    const dirs = await dirsFor()
    writeStaleLock(dirs.stateDir, other.pid ?? 0)
    const lake = await lakeOn(dirs)
    const created = await clientFor(lake).create({ _id: 'after-stale-lock', _type: 'note' })
    expect(created._id).toBe('after-stale-lock')
  })

  it('is respected while the lake that holds it runs: a second lake answers 409 naming it', async () => {
    const dirs = await dirsFor()
    const holder = await startStandaloneLake(dirs)
    cleanups.push(() => holder.stop())
    const lake = await lakeOn(dirs)
    await clientFor(lake, { apiHost: holder.url }).create({ _id: 'by-holder', _type: 'note' })
    const refused = await failure(clientFor(lake).create({ _id: 'by-second', _type: 'note' }))
    expect(refused.statusCode).toBe(409)
    expect(refused.message).toMatch(/process \d+/)
  })
})
