import { getClient } from './client.ts'
import { checkAnswer, type LiveReply, type LiveRequest } from './live-answer.ts'
import { ENTRIES_QUERY } from './query.ts'
import type { Entry } from './types.ts'

/**
 * The live content query off the main thread: the request, the parse, every entry's check and
 * the comparison with the page on show. The page takes the entries back in parts, so no task
 * of its own is long (docs/performance.md, 'Hydration and live content').
 */
const PART = 100

const port = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LiveRequest>) => void) | null
  postMessage: (reply: LiveReply) => void
}

let entries: Entry[] = []
let same = false
let sent = 0

function sendPart(): void {
  const part = entries.slice(sent, sent + PART)
  sent += part.length
  port.postMessage({ type: 'part', entries: part, same, done: sent >= entries.length })
}

port.onmessage = async ({ data }) => {
  if (data.type === 'more') return sendPart()
  try {
    const answer = checkAnswer(await getClient().fetch(ENTRIES_QUERY), data.scope, data.shown)
    entries = answer.live
    same = answer.same
    sent = 0
    sendPart()
  } catch (err) {
    port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) })
  }
}
