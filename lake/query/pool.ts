import { HttpError, sanityError } from '../http/errors.ts'
import type { QueryLimits } from '../limits.ts'
import type { LakeLogger } from '../logger.ts'
import type { DatasetState } from '../store/dataset-state.ts'
import type { Doc } from '../store/perspective.ts'
import type { Store } from '../store/store.ts'
import type { QueryContext } from './groq.ts'
import { WaitLine } from './wait-line.ts'
import type { FromWorker } from './worker.ts'
import { type Task, WorkerSlot } from './worker-slot.ts'

/** Before its first answer a worker starts up and may load a dataset: time it does not count. */
const START_GRACE_MS = 15_000

export interface QueryJob {
  dataset: string
  /** The dataset as the request found it; a worker holding another copy is sent this one. */
  state: DatasetState
  perspective: string
  query: string
  params: Record<string, unknown>
  context: QueryContext
}

export interface QueryPoolStats {
  evaluated: number
  timedOut: number
  /** Workers that ran out of memory or failed and were replaced. */
  failed: number
  /** Queries refused because too many waited, or waited too long. */
  refused: number
}

const limitError = (type: string, description: string) => sanityError(400, type, description)

const busy = (description: string) =>
  sanityError(503, 'queryQueueFull', description, { 'retry-after': '1' })

/**
 * GROQ off the main thread: a few workers, one query each at a time; one over its time or
 * memory is replaced and the query gets Sanity's error. Commits are posted to the workers as
 * they happen, so a query sent after a write (ports keep order) sees it.
 */
export class QueryPool {
  readonly stats: QueryPoolStats = { evaluated: 0, timedOut: 0, failed: 0, refused: 0 }
  private readonly slots: WorkerSlot[] = []
  private readonly waiting: WaitLine
  private readonly unsubscribe: () => void
  private nextId = 1
  private closed = false

  constructor(
    store: Store,
    private readonly limits: QueryLimits,
    private readonly logger: LakeLogger,
  ) {
    this.waiting = new WaitLine(limits.waitMs, () => {
      this.stats.refused++
      return busy(`The query waited more than ${limits.waitMs / 1000} s for a worker`)
    })
    this.unsubscribe = store.subscribe((committed) => {
      for (const slot of this.slots) slot.follow(committed)
    })
  }

  /** The query's answer as JSON; the worker gets the dataset's documents first if it lacks them. */
  run(job: QueryJob): Promise<string> {
    return this.enqueue((slot, id) => {
      slot.hold(job.dataset, job.state)
      const { dataset, perspective, query, params, context } = job
      const resultBytes = this.limits.resultBytes
      slot.post({ type: 'query', id, dataset, perspective, query, params, context, resultBytes })
    })
  }

  /** Whether each document (null: none) matches a listener's query. */
  async match(query: string, params: Record<string, unknown>, docs: (Doc | null)[]) {
    const json = await this.enqueue((slot, id) => {
      slot.post({ type: 'match', id, query, params, docs })
    })
    return JSON.parse(json) as boolean[]
  }

  /** Starts a worker ahead of the first task, when one is sure to come (a listener connected). */
  warm(): void {
    if (!this.closed && this.slots.length === 0) this.spawn()
  }

  close(): void {
    this.closed = true
    this.unsubscribe()
    const error = busy('The content lake is shutting down')
    this.waiting.rejectAll(error)
    for (const slot of this.slots.splice(0)) {
      slot.finish()?.reject(error)
      void slot.worker.terminate()
    }
  }

  private enqueue(send: Task['send']): Promise<string> {
    if (this.closed) return Promise.reject(busy('The content lake is shutting down'))
    if (this.waiting.length >= this.limits.queued) {
      this.stats.refused++
      return Promise.reject(busy('Too many queries are waiting: try again in a moment'))
    }
    return new Promise<string>((resolve, reject) => {
      this.waiting.push({ send, resolve, reject })
      this.pump()
    })
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      const slot =
        this.slots.find((candidate) => !candidate.running) ??
        (this.slots.length < this.limits.workers ? this.spawn() : undefined)
      if (!slot) return
      const task = this.waiting.shift() as Task
      const id = this.nextId++
      task.send(slot, id)
      const timer = setTimeout(() => this.timeOut(slot), this.limits.timeMs + START_GRACE_MS)
      slot.running = { id, task, timer }
    }
  }

  private spawn(): WorkerSlot {
    const slot = new WorkerSlot(this.limits.memoryMb)
    const { worker } = slot
    worker.on('message', (reply: FromWorker) => this.onReply(slot, reply))
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      if (!memory) this.logger.error('lake: a query worker failed', error)
      this.stats.failed++
      const mb = this.limits.memoryMb
      this.retire(
        slot,
        memory
          ? limitError('queryMemoryLimit', `The query needed more than ${mb} MB`)
          : sanityError(500, 'internalError', 'The query worker failed'),
      )
    })
    worker.on('exit', () =>
      this.retire(slot, sanityError(500, 'internalError', 'The query worker stopped')),
    )
    // After the listeners: idle workers never keep the process alive (a query in flight
    // has its request for that).
    worker.unref()
    this.slots.push(slot)
    return slot
  }

  private onReply(slot: WorkerSlot, reply: FromWorker): void {
    slot.answered = true
    const running = slot.running
    if (!running || running.id !== reply.id) return
    if (reply.type === 'start') {
      clearTimeout(running.timer)
      running.timer = setTimeout(() => this.timeOut(slot), this.limits.timeMs)
      return
    }
    slot.finish()
    this.stats.evaluated++
    if (reply.type === 'answer') running.task.resolve(reply.json)
    else running.task.reject(new HttpError(reply.status, reply.body))
    this.pump()
  }

  private timeOut(slot: WorkerSlot): void {
    this.stats.timedOut++
    const seconds = this.limits.timeMs / 1000
    this.retire(
      slot,
      limitError('queryTimeout', `The query ran for more than ${seconds} s: it was stopped`),
    )
  }

  /** Takes a worker out of the pool, fails its query, and starts another in its place. */
  private retire(slot: WorkerSlot, error: HttpError): void {
    const index = this.slots.indexOf(slot)
    if (index === -1) return
    this.slots.splice(index, 1)
    slot.finish()?.reject(error)
    void slot.worker.terminate()
    if (this.closed) return
    // A worker that never started (a broken install) is not restarted in a loop: the
    // next query tries again.
    if (slot.answered) this.spawn()
    this.pump()
  }
}
