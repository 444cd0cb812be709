// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createEncodeQueue, QueueFullError } from './encode-queue.ts'

/** A job the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => {}
  const done = new Promise<string>((resolve) => {
    open = () => resolve(name)
  })
  return {
    job: () => {
      log.push(name)
      return done
    },
    open,
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('encode queue', () => {
  it('runs no more than its slots at once, and the waiting ones in turn', async () => {
    const queue = createEncodeQueue({ concurrency: 2, maxQueued: 10 })
    const log: string[] = []
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(log, name))
    const results = gates.map((g) => queue.run(g.job))
    await tick()
    expect(log).toEqual(['a', 'b'])
    expect(queue.counts()).toEqual({ active: 2, queued: 2, background: 0 })
    gates[0]?.open()
    await results[0]
    await tick()
    expect(log).toEqual(['a', 'b', 'c'])
    for (const g of gates) g.open()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
    expect(queue.counts()).toEqual({ active: 0, queued: 0, background: 0 })
  })

  it('refuses a job once the queue is full, saying when to come back', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxQueued: 2 })
    const log: string[] = []
    const gates = ['a', 'b', 'c'].map((name) => gate(log, name))
    const accepted = gates.map((g) => queue.run(g.job))
    const refused = queue.run(async () => 'd')
    await expect(refused).rejects.toBeInstanceOf(QueueFullError)
    const error = await refused.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error instanceof QueueFullError && error.retryAfter).toBeGreaterThanOrEqual(1)
    for (const g of gates) g.open()
    await Promise.all(accepted)
    // Room again.
    expect(await queue.run(async () => 'e')).toBe('e')
  })

  it("starts visitors' jobs before background ones, which never take a visitor's place", async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxQueued: 2, maxBackground: 2 })
    const log: string[] = []
    const first = gate(log, 'first')
    const running = queue.run(first.job)
    const background = [gate(log, 'bg1'), gate(log, 'bg2')]
    const queued = background.map((g) => queue.run(g.job, { background: true }))
    // The background line is full: a third background job is refused...
    await expect(queue.run(async () => 'bg3', { background: true })).rejects.toBeInstanceOf(
      QueueFullError,
    )
    // ...while the visitors' line is all free, and goes first.
    const visitors = [gate(log, 'v1'), gate(log, 'v2')]
    const visiting = visitors.map((g) => queue.run(g.job))
    expect(queue.counts()).toEqual({ active: 1, queued: 2, background: 2 })
    first.open()
    await running
    await tick()
    expect(log).toEqual(['first', 'v1'])
    for (const g of [...visitors, ...background]) g.open()
    await Promise.all([...visiting, ...queued])
    expect(log).toEqual(['first', 'v1', 'v2', 'bg1', 'bg2'])
  })

  it('frees the slot of a job that fails', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxQueued: 1 })
    await expect(queue.run(async () => Promise.reject(new Error('bad file')))).rejects.toThrow(
      'bad file',
    )
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
