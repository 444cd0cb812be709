import { parentPort } from 'node:worker_threads'
import { stringifyInfo } from '@discoveryjs/json-ext'
import type { Document } from 'groq-js'
import { HttpError } from '../http/errors.ts'
import { type Doc, keptView, type View } from '../store/perspective.ts'
import { compileListenQuery, matchesListenQuery, type QueryContext, runQuery } from './groq.ts'

/**
 * One of the lake's query workers (pool.ts starts them through worker.mjs).
 * It keeps its own copy of each dataset it was asked about: loaded whole once, then kept
 * current by every committed transaction, which the pool sends before any later query.
 */

export type ToWorker =
  | { type: 'load'; dataset: string; docs: Doc[] }
  | { type: 'commit'; dataset: string; docs: { id: string; doc: Doc | null }[] }
  | {
      type: 'query'
      id: number
      dataset: string
      perspective: string
      query: string
      params: Record<string, unknown>
      context: QueryContext
      resultBytes: number
    }
  | {
      type: 'match'
      id: number
      query: string
      params: Record<string, unknown>
      docs: (Doc | null)[]
    }

export type FromWorker =
  | { type: 'start'; id: number }
  | { type: 'answer'; id: number; json: string }
  | { type: 'error'; id: number; status: number; body: unknown }

interface Held {
  docs: Map<string, Doc>
  views: Map<string, View>
}

const datasets = new Map<string, Held>()

/** A listener's query over each document alone (live/listen-route.ts): `[true, false, …]`. */
async function match(message: Extract<ToWorker, { type: 'match' }>): Promise<FromWorker> {
  const tree = compileListenQuery(message.query, message.params)
  const matches: boolean[] = []
  for (const doc of message.docs) {
    matches.push(doc ? await matchesListenQuery(tree, message.params, doc as Document) : false)
  }
  return { type: 'answer', id: message.id, json: JSON.stringify(matches) }
}

async function answer(message: Extract<ToWorker, { type: 'query' }>): Promise<FromWorker> {
  const { id, dataset, perspective, query, params, context, resultBytes } = message
  const held = datasets.get(dataset)
  if (!held) throw new Error(`dataset ${dataset} was never loaded into this worker`)
  const result = await runQuery(
    keptView(held.views, held.docs, perspective),
    query,
    params,
    context,
  )
  // Sized before it is written: on Node 24 a JSON string far over the heap limit is built
  // without tripping it, so writing first would let an answer take any amount of memory.
  if (stringifyInfo(result).bytes > resultBytes) {
    return {
      type: 'error',
      id,
      status: 400,
      body: {
        error: {
          type: 'queryResultTooLarge',
          description: `The answer is larger than ${resultBytes} bytes: select fewer fields or use a slice`,
        },
      },
    }
  }
  return { type: 'answer', id, json: JSON.stringify(result) ?? 'null' }
}

async function handle(message: ToWorker, post: (reply: FromWorker) => void): Promise<void> {
  if (message.type === 'load') {
    const docs = new Map<string, Doc>()
    for (const doc of message.docs) if (typeof doc._id === 'string') docs.set(doc._id, doc)
    datasets.set(message.dataset, { docs, views: new Map() })
    return
  }
  if (message.type === 'commit') {
    const held = datasets.get(message.dataset)
    if (!held) return
    for (const { id, doc } of message.docs) {
      if (doc) held.docs.set(id, doc)
      else held.docs.delete(id)
    }
    held.views.clear()
    return
  }
  post({ type: 'start', id: message.id })
  try {
    post(await (message.type === 'match' ? match(message) : answer(message)))
  } catch (error) {
    if (error instanceof HttpError) {
      post({ type: 'error', id: message.id, status: error.status, body: error.body })
      return
    }
    const description = error instanceof Error ? error.message : String(error)
    post({
      type: 'error',
      id: message.id,
      status: 500,
      body: { error: { type: 'internalError', description } },
    })
  }
}

const port = parentPort
if (port) {
  // One message at a time: a commit never lands in the middle of a query's evaluation.
  let chain = Promise.resolve()
  port.on('message', (message: ToWorker) => {
    chain = chain.then(() => handle(message, (reply) => port.postMessage(reply)))
  })
}
