import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LiveReply, LiveRequest } from './live-answer.ts'
import { liveInWorker, WorkerUnavailable } from './live-in-worker.ts'
import type { Entry } from './types.ts'

// The worker's script runs here, in the test's thread: its replies and the page's
// requests cross through a stand-in for Worker, structured-cloned as the browser does.
const answer = vi.hoisted(() => ({ fetch: vi.fn<() => Promise<unknown>>() }))
vi.mock('./client.ts', () => ({ getClient: () => ({ fetch: answer.fetch }) }))

type Handler = (event: { data: LiveRequest }) => Promise<void> | void
const scope = globalThis as unknown as {
  onmessage: Handler | null
  postMessage: (reply: LiveReply) => void
}
let current: FakeWorker | undefined
const requests: LiveRequest['type'][] = []

class FakeWorker {
  onmessage: ((event: { data: LiveReply }) => void) | null = null
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null
  terminated = false
  constructor() {
    current = this
  }
  postMessage(request: LiveRequest) {
    requests.push(request.type)
    const data = structuredClone(request)
    setTimeout(() => void scope.onmessage?.({ data }))
  }
  reply(reply: LiveReply) {
    const data = structuredClone(reply)
    setTimeout(() => this.onmessage?.({ data }))
  }
  terminate() {
    this.terminated = true
  }
}

beforeAll(async () => {
  scope.postMessage = (reply) => current?.reply(reply)
  await import('./live-worker.ts')
  vi.stubGlobal('Worker', FakeWorker)
})
afterEach(() => {
  requests.length = 0
  vi.restoreAllMocks()
})

const projects = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    _id: `p${i}`,
    _type: 'workProject',
    title: `P ${i}`,
    slug: `p-${i}`,
    order: i,
  })) as unknown as Entry[]

describe('the live query in a worker', () => {
  it('brings a large answer whole and in order, one part per request, then ends the worker', async () => {
    answer.fetch.mockResolvedValue(projects(250))
    const { live, same } = await liveInWorker(null, [])
    expect(live.map((e) => e._id)).toEqual(projects(250).map((e) => e._id))
    expect(same).toBe(false)
    // Three parts of at most 100: the page asked for the second and the third.
    expect(requests).toEqual(['load', 'more', 'more'])
    expect(current?.terminated).toBe(true)
  })

  it('tells the page its snapshot still holds, compared in the worker', async () => {
    answer.fetch.mockResolvedValue(projects(3))
    const { routeContent } = await import('./route-content.ts')
    const shown = routeContent('/work', projects(3))
    expect((await liveInWorker('/work', shown)).same).toBe(true)
    expect((await liveInWorker('/work', shown.slice(1))).same).toBe(false)
  })

  it("passes on the query's failure as an error of its own, not as a worker failure", async () => {
    answer.fetch.mockRejectedValue(new Error('503 from the content service'))
    const failed = liveInWorker(null, []).catch((err: unknown) => err)
    const err = await failed
    expect(err).toBeInstanceOf(Error)
    expect(err).not.toBeInstanceOf(WorkerUnavailable)
    expect((err as Error).message).toBe('503 from the content service')
    answer.fetch.mockResolvedValue({ result: [] })
    expect(((await liveInWorker(null, []).catch((e: unknown) => e)) as Error).message).toContain(
      'instead of a list',
    )
  })

  it('reports a worker that fails to run as unavailable', async () => {
    answer.fetch.mockReturnValue(new Promise(() => {}))
    const pending = liveInWorker(null, [])
    const preventDefault = vi.fn()
    current?.onerror?.({ message: 'SyntaxError: Unexpected token', preventDefault })
    await expect(pending).rejects.toBeInstanceOf(WorkerUnavailable)
    expect(preventDefault).toHaveBeenCalled()
    expect(current?.terminated).toBe(true)
  })
})
