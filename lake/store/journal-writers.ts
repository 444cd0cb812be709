import { join } from 'node:path'
import type { DatasetState } from './dataset-state.ts'
import { StoreError } from './errors.ts'
import { type JournalLine, JournalWriter } from './journal.ts'
import { acquireWriterLock, releaseWriterLock } from './writer-lock.ts'

/** `stateDir/edits`: one journal per dataset and the writer's lock. */
export const editsDir = (stateDir: string) => join(stateDir, 'edits')
export const lockPath = (stateDir: string) => join(editsDir(stateDir), 'writer.pid')

/** A failed append as the store refuses it: a full disk says so (507); anything else is a 500. */
function journalError(error: unknown, stateDir: string): unknown {
  const code = (error as NodeJS.ErrnoException).code
  if (code !== 'ENOSPC' && code !== 'EDQUOT') return error
  return new StoreError(
    'diskFull',
    `The disk holding ${stateDir} is full: the edit was not saved. Free some space and try again`,
  )
}

/**
 * The writing side of a state directory's journals: the writer lock, one writer per dataset,
 * and a journal reopened cut back to what was committed after an append failed.
 */
export class JournalWriters {
  private readonly writers = new Map<string, JournalWriter>()
  /** Datasets whose last append failed. */
  private readonly failed = new Set<string>()

  constructor(readonly stateDir: string) {}

  path(name: string): string {
    return join(editsDir(this.stateDir), `${name}.ndjson`)
  }

  /**
   * The dataset's writer, the lock taken first (a StoreError names another holder). A new
   * writer first has `catchUp` read what a previous writer added before it let go.
   */
  writerFor(current: DatasetState, catchUp: () => void): JournalWriter {
    const holder = acquireWriterLock(lockPath(this.stateDir))
    if (holder !== undefined) {
      throw new StoreError(
        'writerElsewhere',
        `Another content lake (process ${holder}) writes to ${this.stateDir}: send edits to it`,
      )
    }
    const { name } = current
    let writer = this.writers.get(name)
    if (writer) return writer
    if (this.failed.delete(name)) {
      // This process held the lock throughout: past the applied offset nothing was committed.
      writer = new JournalWriter(this.path(name), current.offset)
    } else {
      catchUp()
      writer = new JournalWriter(this.path(name))
    }
    this.writers.set(name, writer)
    return writer
  }

  /** Appends a transaction's line; a failure drops the writer, so the next write starts clean. */
  append(writer: JournalWriter, name: string, text: string): JournalLine {
    try {
      return writer.append(text)
    } catch (error) {
      this.forget(name)
      this.failed.add(name)
      throw journalError(error, this.stateDir)
    }
  }

  /** Closes a dataset's writer (its export was reloaded, or its append failed). */
  forget(name: string): void {
    this.writers.get(name)?.close()
    this.writers.delete(name)
  }

  close(): void {
    for (const writer of this.writers.values()) writer.close()
    this.writers.clear()
    releaseWriterLock(lockPath(this.stateDir))
  }
}
