import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { DatasetState } from './dataset-state.ts'
import { HttpError, type LakeLogger, sanityError } from './http.ts'
import type { Doc } from './perspective.ts'
import type { QueryContext } from './query.ts'
import type { QueryLimits } from './query-limits.ts'
import type { FromWorker, ToWorker } from './query-worker.ts'
import type { Store } from './store.ts'

// A string path, not `new URL(…, import.meta.url)`: a jsdom test environment swaps in its own URL class.
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'query-worker.mjs')
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

interface Task {
  /** Posts the task's message(s) to the worker taking it, under this id. */
  send(slot: Slot, id: number): void
  resolve(json: string): void
  reject(error: unknown): void
  waitTimer?: NodeJS.Timeout
}

interface Slot {
  worker: Worker
  /** The dataset copy each dataset's documents came from; commits follow it. */
  loaded: Map<string, DatasetState>
  running?: { id: number; task: Task; timer: NodeJS.Timeout }
  /** Whether it ever answered: one that fails at start is not started again at once. */
  answered?: boolean
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
export function createQueryPool(store: Store, limits: QueryLimits, logger: LakeLogger) {
  const slots: Slot[] = []
  const waiting: Task[] = []
  const stats: QueryPoolStats = { evaluated: 0, timedOut: 0, failed: 0, refused: 0 }
  let nextId = 1
  let closed = false

  const unsubscribe = store.subscribe((committed) => {
    const docs = committed.changes.map((change) => ({ id: change.id, doc: change.after }))
    const message: ToWorker = { type: 'commit', dataset: committed.dataset, docs }
    for (const slot of slots) {
      if (slot.loaded.has(committed.dataset)) slot.worker.postMessage(message)
    }
  })

  function spawn(): Slot {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    })
    const slot: Slot = { worker, loaded: new Map() }
    worker.on('message', (reply: FromWorker) => onReply(slot, reply))
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      if (!memory) logger.error('lake: a query worker failed', error)
      stats.failed++
      retire(
        slot,
        memory
          ? limitError('queryMemoryLimit', `The query needed more than ${limits.memoryMb} MB`)
          : sanityError(500, 'internalError', 'The query worker failed'),
      )
    })
    worker.on('exit', () =>
      retire(slot, sanityError(500, 'internalError', 'The query worker stopped')),
    )
    // After the listeners: idle workers never keep the process alive (a query in flight
    // has its request for that).
    worker.unref()
    slots.push(slot)
    return slot
  }

  /** Takes a worker out of the pool, fails its query, and starts another in its place. */
  function retire(slot: Slot, error: HttpError): void {
    const index = slots.indexOf(slot)
    if (index === -1) return
    slots.splice(index, 1)
    const running = slot.running
    slot.running = undefined
    if (running) {
      clearTimeout(running.timer)
      running.task.reject(error)
    }
    void slot.worker.terminate()
    if (closed) return
    // A worker that never started (a broken install) is not restarted in a loop: the
    // next query tries again.
    if (slot.answered) spawn()
    pump()
  }

  function onReply(slot: Slot, reply: FromWorker): void {
    slot.answered = true
    const running = slot.running
    if (!running || running.id !== reply.id) return
    if (reply.type === 'start') {
      clearTimeout(running.timer)
      running.timer = setTimeout(() => timeOut(slot), limits.timeMs)
      return
    }
    clearTimeout(running.timer)
    slot.running = undefined
    stats.evaluated++
    if (reply.type === 'answer') running.task.resolve(reply.json)
    else running.task.reject(new HttpError(reply.status, reply.body))
    pump()
  }

  function timeOut(slot: Slot): void {
    stats.timedOut++
    const seconds = limits.timeMs / 1000
    retire(
      slot,
      limitError('queryTimeout', `The query ran for more than ${seconds} s: it was stopped`),
    )
  }

  /** A query over a dataset: the worker gets the dataset's documents first if it lacks them. */
  function sendQuery(job: QueryJob) {
    return (slot: Slot, id: number) => {
      if (slot.loaded.get(job.dataset) !== job.state) {
        const docs = [...job.state.docs.values()]
        slot.worker.postMessage({ type: 'load', dataset: job.dataset, docs } satisfies ToWorker)
        slot.loaded.set(job.dataset, job.state)
      }
      const { dataset, perspective, query, params, context } = job
      const message: ToWorker = {
        type: 'query',
        id,
        dataset,
        perspective,
        query,
        params,
        context,
        resultBytes: limits.resultBytes,
      }
      slot.worker.postMessage(message)
    }
  }

  function start(slot: Slot, task: Task): void {
    const id = nextId++
    task.send(slot, id)
    const timer = setTimeout(() => timeOut(slot), limits.timeMs + START_GRACE_MS)
    slot.running = { id, task, timer }
  }

  function pump(): void {
    while (waiting.length > 0) {
      let slot = slots.find((candidate) => !candidate.running)
      if (!slot && slots.length < limits.workers) slot = spawn()
      if (!slot) return
      const task = waiting.shift() as Task
      clearTimeout(task.waitTimer)
      start(slot, task)
    }
  }

  function enqueue(send: Task['send']): Promise<string> {
    if (closed) return Promise.reject(busy('The content lake is shutting down'))
    if (waiting.length >= limits.queued) {
      stats.refused++
      return Promise.reject(busy('Too many queries are waiting: try again in a moment'))
    }
    return new Promise<string>((resolve, reject) => {
      const task: Task = { send, resolve, reject }
      task.waitTimer = setTimeout(() => {
        const index = waiting.indexOf(task)
        if (index === -1) return
        waiting.splice(index, 1)
        stats.refused++
        reject(busy(`The query waited more than ${limits.waitMs / 1000} s for a worker`))
      }, limits.waitMs)
      waiting.push(task)
      pump()
    })
  }

  /** The query's answer as JSON. */
  const run = (job: QueryJob): Promise<string> => enqueue(sendQuery(job))

  /** Whether each document (null: none) matches a listener's query. */
  async function match(query: string, params: Record<string, unknown>, docs: (Doc | null)[]) {
    const json = await enqueue((slot, id) => {
      slot.worker.postMessage({ type: 'match', id, query, params, docs } satisfies ToWorker)
    })
    return JSON.parse(json) as boolean[]
  }

  /** Starts a worker ahead of the first task, when one is sure to come (a listener connected). */
  function warm(): void {
    if (!closed && slots.length === 0) spawn()
  }

  function close(): void {
    closed = true
    unsubscribe()
    const error = busy('The content lake is shutting down')
    for (const task of waiting.splice(0)) {
      clearTimeout(task.waitTimer)
      task.reject(error)
    }
    for (const slot of slots.splice(0)) {
      if (slot.running) {
        clearTimeout(slot.running.timer)
        slot.running.task.reject(error)
      }
      void slot.worker.terminate()
    }
  }

  return { run, match, warm, close, stats }
}

export type QueryPool = ReturnType<typeof createQueryPool>
