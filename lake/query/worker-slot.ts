import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { DatasetState } from '../store/dataset-state.ts'
import type { CommittedTransaction } from '../store/transaction.ts'
import type { ToWorker } from './worker.ts'

// A string path, not `new URL(…, import.meta.url)`: a jsdom test environment swaps in its own URL class.
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'worker.mjs')

/** A query (or a listener's match) waiting for a worker, and how its answer comes back. */
export interface Task {
  /** Posts the task's message(s) to the worker taking it, under this id. */
  send(slot: WorkerSlot, id: number): void
  resolve(json: string): void
  reject(error: unknown): void
}

/** One query worker thread, the datasets it holds, and the task it runs. */
export class WorkerSlot {
  readonly worker: Worker
  /** The dataset copy each dataset's documents came from; commits follow it. */
  private readonly loaded = new Map<string, DatasetState>()
  running?: { id: number; task: Task; timer: NodeJS.Timeout }
  /** Whether it ever answered: one that fails at start is not started again at once. */
  answered = false

  constructor(memoryMb: number) {
    this.worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: memoryMb } })
  }

  /** Sends the worker the dataset as the request found it, unless it holds that copy already. */
  hold(dataset: string, state: DatasetState): void {
    if (this.loaded.get(dataset) === state) return
    const docs = [...state.docs.values()]
    this.post({ type: 'load', dataset, docs })
    this.loaded.set(dataset, state)
  }

  /** Keeps a dataset the worker holds current. */
  follow(committed: CommittedTransaction): void {
    if (!this.loaded.has(committed.dataset)) return
    const docs = committed.changes.map((change) => ({ id: change.id, doc: change.after }))
    this.post({ type: 'commit', dataset: committed.dataset, docs })
  }

  post(message: ToWorker): void {
    this.worker.postMessage(message)
  }

  /** Takes the running task away (its timer stopped), for an answer or a failure. */
  finish(): Task | undefined {
    const running = this.running
    this.running = undefined
    if (running) clearTimeout(running.timer)
    return running?.task
  }
}
