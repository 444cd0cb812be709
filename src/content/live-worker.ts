import { getClient } from './client.ts'
import { checkAnswer, type LiveReply, type LiveRequest } from './live-answer.ts'
import { ENTRIES_QUERY } from './query.ts'
import type { Entry } from './types.ts'

/**
 * The live content query off the page's main thread: the request, the parse of its
 * answer (17 MB of JSON for a 2,000-project archive, 50–130 ms on this machine), the
 * check of every entry and the comparison with the page on show all run here. The page
 * takes the entries back in parts, asking for each, so no task of its own is long.
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
