import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

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

/** The process holding the lock at `path`, if it is still running and is not this one. */
export function lockHolder(path: string): number | undefined {
  let pid: number
  try {
    pid = Number(readFileSync(path, 'utf8').trim())
  } catch {
    return undefined
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined
  return isAlive(pid) ? pid : undefined
}

const held = new Set<string>()
let exitHook = false

/**
 * One writer per state directory (`npm run dev` and a standalone lake may share `.lake/`):
 * a pid file taken on first write, dropped at exit, taken over when its process is gone.
 * Returns the holder's pid, or undefined once this process holds it.
 */
export function acquireWriterLock(path: string): number | undefined {
  if (held.has(path)) return undefined
  mkdirSync(dirname(path), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
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
