// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { processStart } from './process-start.ts'
import { acquireWriterLock, lockHolder, releaseWriterLock } from './writer-lock.ts'

// A pid outlives its process: a lock left by a crashed lake may name a process started since.
const hasProc = processStart(process.pid) !== undefined
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function lockFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'writer-lock-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'writer.pid')
}

function otherProcess(): number {
  const child: ChildProcess = spawn('sleep', ['60'], { stdio: 'ignore' })
  cleanups.push(() => child.kill())
  return child.pid ?? 0
}

describe.skipIf(!hasProc)('the writer lock', () => {
  it('records the holder’s pid and start time', () => {
    const path = lockFile()
    expect(acquireWriterLock(path)).toBeUndefined()
    cleanups.push(() => releaseWriterLock(path))
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      pid: process.pid,
      start: processStart(process.pid),
    })
  })

  it('is held by a live process whose start time matches, and stale when it does not', () => {
    const pid = otherProcess()
    const path = lockFile()
    writeFileSync(path, JSON.stringify({ pid, start: processStart(pid) }))
    expect(lockHolder(path)).toBe(pid)
    writeFileSync(path, JSON.stringify({ pid, start: '1' }))
    expect(lockHolder(path)).toBeUndefined()
  })

  it('reads an older lake’s bare pid: stale when that process started after the lock was written', () => {
    const pid = otherProcess()
    const path = lockFile()
    writeFileSync(path, String(pid))
    expect(lockHolder(path)).toBe(pid)
    const anHourAgo = new Date(Date.now() - 3_600_000)
    utimesSync(path, anHourAgo, anHourAgo)
    expect(lockHolder(path)).toBeUndefined()
    writeFileSync(path, '999999999')
    expect(lockHolder(path)).toBeUndefined()
  })
})
