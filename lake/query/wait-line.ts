import type { HttpError } from '../http/errors.ts'
import type { Task } from './worker-slot.ts'

/**
 * Tasks waiting for a worker, first come first served. A task that waits longer than
 * `waitMs` leaves the line with `expired`'s error.
 */
export class WaitLine {
  private readonly tasks: { task: Task; timer: NodeJS.Timeout }[] = []

  constructor(
    private readonly waitMs: number,
    private readonly expired: () => HttpError,
  ) {}

  get length(): number {
    return this.tasks.length
  }

  push(task: Task): void {
    const entry = {
      task,
      timer: setTimeout(() => {
        const index = this.tasks.indexOf(entry)
        if (index === -1) return
        this.tasks.splice(index, 1)
        task.reject(this.expired())
      }, this.waitMs),
    }
    this.tasks.push(entry)
  }

  shift(): Task | undefined {
    const entry = this.tasks.shift()
    if (entry) clearTimeout(entry.timer)
    return entry?.task
  }

  /** Empties the line, every task refused with `error`. */
  rejectAll(error: unknown): void {
    for (const { task, timer } of this.tasks.splice(0)) {
      clearTimeout(timer)
      task.reject(error)
    }
  }
}
