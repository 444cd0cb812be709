// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startChildLake } from './child-lake.ts'
import { editorClient, visitorClient } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// The query workers beside the rest of the lake: they see every write before a query
// that follows it, they run listeners' queries within the same bounds, and a lake busy
// with a hostile query still stops when asked to.

const CROSS_JOIN = '*[]{"a":*[]{"b":*[]{"c":*[]}}}'

const setup = lakeForFile()

describe('queries and writes', () => {
  it('a query sent after a write sees it, answered by a worker that held the dataset before', async () => {
    const { lake } = setup
    const editor = editorClient(lake)
    const visitor = visitorClient(lake)
    const titles = '*[_type == "workProject"] | order(_id asc).title'
    // Both workers hold the dataset now: what follows reaches them as commits, not loads.
    await Promise.all([visitor.fetch(titles), visitor.fetch('count(*)')])
    const { pool } = lake.lake.queryStats
    for (let i = 0; i < 12; i++) {
      const evaluated = pool.evaluated
      await editor
        .patch('work-a')
        .set({ title: `Edit ${i}` })
        .commit()
      // Two at once, so both workers answer over the write.
      const [seen, count] = await Promise.all([
        visitor.fetch<string[]>(titles),
        visitor.fetch<number>('count(*[title match $t])', { t: `Edit ${i}` }),
      ])
      expect(seen).toEqual([`Edit ${i}`, 'Second project'])
      expect(count).toBe(1)
      expect(pool.evaluated).toBe(evaluated + 2)
    }
  })
})

/** A server-sent event stream read as text: `until(text)` waits for it, `ended` for the close. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return text
      text += decoder.decode(value)
    }
  })()
  const until = async (part: string) => {
    const deadline = Date.now() + 10_000
    while (!text.includes(part)) {
      if (Date.now() > deadline) throw new Error(`no "${part}" in ${text}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  return { until, ended, stop: () => reader.cancel() }
}

describe('a hostile listener', () => {
  it('is closed with channelError when its query runs over, while the Studio’s listener and queries go on', {
    timeout: 30_000,
  }, async () => {
    const { lake } = setup
    const editor = editorClient(lake)
    const items = Array.from({ length: 30 }, (_, i) => ({ _key: `k${i}`, n: i }))
    await editor.create({ _id: 'big', _type: 'tag', title: 'Big', items })
    // Over one document of 30 items: 30⁵ values, about 7 s of CPU with nothing to stop it.
    const nested =
      '*[count(items[]{"a": ^.items[]{"b": ^.^.items[]{"c": ^.^.^.items[]{"d": ^.^.^.^.items[]}}}}) > 0]'
    const listenUrl = (query: string) =>
      `${lake.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}`
    const hostile = await openStream(listenUrl(nested))
    const studio = await openStream(listenUrl('*[_id == "big"]'), {
      authorization: `Bearer ${lake.lake.editorToken}`,
    })
    await hostile.until('event: welcome')
    await studio.until('event: welcome')

    await editor.patch('big').set({ title: 'Bigger' }).commit()
    await studio.until('event: mutation')
    expect(await visitorClient(lake).fetch('*[_id == "big"][0].title')).toBe('Bigger')
    const said = await hostile.ended
    expect(said).toContain('event: channelError')
    expect(said).toContain('queryTimeout')
    expect(said).not.toContain('event: mutation')
    await studio.stop()
  })
})

describe('SIGTERM', () => {
  it('stops a lake that is busy with a hostile query', { timeout: 60_000 }, async () => {
    const state = await mkdtemp(join(tmpdir(), 'lake-sigterm-'))
    try {
      const child = await startChildLake({ datasetDir: resolve('dataset'), stateDir: state })
      const url = `${child.url}/v2025-02-19/data/query/production?query=`
      // A worker started and holding the dataset, then the cross join running in it.
      expect((await fetch(`${url}count(*)`)).status).toBe(200)
      const hostile = fetch(url + encodeURIComponent(CROSS_JOIN)).then(
        (response) => response.status,
        () => 'closed',
      )
      await new Promise((r) => setTimeout(r, 500))
      const signalled = performance.now()
      child.child.kill('SIGTERM')
      expect(await child.exited).toBe(0)
      // Generous: the lake gives open connections 2 s before it closes them.
      expect(performance.now() - signalled).toBeLessThan(10_000)
      expect([503, 'closed']).toContain(await hostile)
    } finally {
      await rm(state, { recursive: true, force: true })
    }
  })
})
