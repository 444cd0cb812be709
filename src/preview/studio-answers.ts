import type { ClientPerspective } from '@sanity/client'
import { createNode, createNodeMachine } from '@sanity/comlink'
import {
  createCompatibilityActors,
  type LoaderControllerMsg,
  type LoaderNodeMsg,
} from '@sanity/presentation-comlink'

/** How often the page says it still wants its query: the Studio drops one it stops hearing of. */
const HEARTBEAT_MS = 20_000

export interface LiveQuery {
  projectId: string
  dataset: string
  query: string
}

/**
 * The Presentation tool's live queries, over its `loaders` channel: the page asks for its
 * query (again each heartbeat, and when the editor switches perspective), and the Studio runs
 * it, drafts and all, and sends every new answer. The editor's credentials stay in the Studio.
 * @sanity/core-loader speaks the same protocol, but its query store brings a server cache whose
 * CommonJS changes how the site's entry is split, for every visitor (docs/performance.md).
 */
export function studioAnswers(live: LiveQuery, onAnswer: (result: unknown) => void): () => void {
  const comlink = createNode<LoaderNodeMsg, LoaderControllerMsg>(
    { name: 'loaders', connectTo: 'presentation' },
    createNodeMachine<LoaderNodeMsg, LoaderControllerMsg>().provide({
      actors: createCompatibilityActors<LoaderNodeMsg>(),
    }),
  )
  const { projectId, dataset, query } = live
  const ours = (data: { projectId: string; dataset: string }) =>
    data.projectId === projectId && data.dataset === dataset
  let perspective: ClientPerspective = 'drafts'
  const ask = () =>
    comlink.post('loader/query-listen', {
      projectId,
      dataset,
      perspective,
      query,
      params: {},
      heartbeat: HEARTBEAT_MS,
    })
  comlink.on('loader/perspective', (data) => {
    if (!ours(data)) return
    perspective = data.perspective === 'raw' ? 'drafts' : data.perspective
    ask()
  })
  comlink.on('loader/query-change', (data) => {
    // An answer for another query, or for the perspective before the last switch, is not ours.
    const current = JSON.stringify(data.perspective) === JSON.stringify(perspective)
    if (ours(data) && data.query === query && current) onAnswer(data.result)
  })
  comlink.onStatus(ask, 'connected')
  const heartbeat = setInterval(ask, HEARTBEAT_MS)
  const stop = comlink.start()
  return () => {
    clearInterval(heartbeat)
    stop()
  }
}
