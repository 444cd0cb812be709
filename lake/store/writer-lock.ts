import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { processStart, processStartedAt } from './process-start.ts'

/** Whether a process with this id is running (a lock file left by a killed lake is stale). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** What a lock file says: the holder's pid and, from this version on, when it started. */
interface LockRecord {
  pid: number
  start?: string
  /** When the file was written (ms): all a bare-pid lock of an older lake tells. */
  writtenAt: number
}

function readLock(path: string): LockRecord | undefined {
  try {
    const text = readFileSync(path, 'utf8').trim()
    const writtenAt = statSync(path).mtimeMs
    if (/^\d+$/.test(text)) return { pid: Number(text), writtenAt }
    const parsed = JSON.parse(text) as { pid?: unknown; start?: unknown }
    const start = typeof parsed.start === 'string' ? parsed.start : undefined
    return { pid: Number(parsed.pid), start, writtenAt }
  } catch {
    return undefined
  }
}

// A start time read from /proc is exact to 10 ms, the boot time to a second.
const CLOCK_SLACK_MS = 2000

/**
 * Whether the lock's process is the one that wrote it. A pid outlives its process: after a
 * crash and a reboot or a busy day it may name another process, which must not keep the lock.
 */
function isHolder(lock: LockRecord): boolean {
  if (!isAlive(lock.pid)) return false
  if (lock.start !== undefined) {
    const now = processStart(lock.pid)
    return now === undefined || now === lock.start
  }
  const startedAt = processStartedAt(lock.pid)
  return startedAt === undefined || startedAt <= lock.writtenAt + CLOCK_SLACK_MS
}

/** The process holding the lock at `path`, if it is still running and is not this one. */
export function lockHolder(path: string): number | undefined {
  const lock = readLock(path)
  if (!lock || !Number.isInteger(lock.pid) || lock.pid <= 0 || lock.pid === process.pid) {
    return undefined
  }
  return isHolder(lock) ? lock.pid : undefined
}

const held = new Set<string>()
let exitHook = false

/**
 * One writer per state directory (`npm run dev` and a standalone lake may share `.lake/`):
 * a lock file naming this process and its start time, taken on first write, dropped at exit,
 * taken over when its process is gone or the pid now names another process.
 * Returns the holder's pid, or undefined once this process holds it.
 */
export function acquireWriterLock(path: string): number | undefined {
  if (held.has(path)) return undefined
  mkdirSync(dirname(path), { recursive: true })
  const record = JSON.stringify({ pid: process.pid, start: processStart(process.pid) })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, record)
      closeSync(fd)
      held.add(path)
      if (!exitHook) process.once('exit', releaseAll)
      exitHook = true
      return undefined
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = lockHolder(path)
      if (holder !== undefined) return holder
      // Stale, or left by this process (a lake closed and created again in one process).
      rmSync(path, { force: true })
    }
  }
  return lockHolder(path)
}

/** Drops a lock this process holds (a closed lake), so another process may write. */
export function releaseWriterLock(path: string): void {
  if (!held.delete(path)) return
  rmSync(path, { force: true })
}

function releaseAll(): void {
  for (const path of held) rmSync(path, { force: true })
  held.clear()
}
