// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LakeOptions } from '../index.ts'
import { failure, visitorClient } from './clients.ts'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

// The query endpoint under hostile queries: each bound answers Sanity's error shape, and
// the lake goes on answering everything else. Queries run over the demo dataset here, as
// the cross join measured in issue 37 did (`npm start` held for minutes, SIGTERM ignored).

const CROSS_JOIN = '*[]{"a":*[]{"b":*[]{"c":*[]}}}'
// A worker's heap for the memory bounds below: room for the fixture and an ordinary query.
const MEMORY_MB = 24
const queryUrl = (lake: RunningLake, query: string) =>
  `${lake.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`
const get = (lake: RunningLake, query: string) => fetch(queryUrl(lake, query))

let stateDir: string
let demo: RunningLake

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'lake-limits-'))
  demo = await startLake({ datasetDir: resolve('dataset'), stateDir })
  // Both workers started and holding the dataset, as on a lake that has answered a visit.
  await Promise.all([get(demo, 'count(*)'), get(demo, 'count(*[_type == "tag"])')])
})

afterAll(async () => {
  await demo?.close()
  await rm(stateDir, { recursive: true, force: true })
})

describe('a hostile query', () => {
  it('answers an error within 3 s while a query sent beside it succeeds and the lake answers its other paths', async () => {
    const started = performance.now()
    const hostile = get(demo, CROSS_JOIN).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      ms: performance.now() - started,
    }))
    await new Promise((r) => setTimeout(r, 300))
    const [normal, jobs] = await Promise.all([
      visitorClient(demo).fetch<string[]>(
        '*[_type == "workProject"] | order(title asc)[0...3].title',
      ),
      fetch(`${demo.url}/lake/jobs.json`),
    ])
    expect(normal).toHaveLength(3)
    expect(jobs.status).toBe(200)
    const answer = await hostile
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: { type: 'queryTimeout', description: expect.stringContaining('2 s') },
    })
    expect(answer.ms).toBeLessThan(3000)
    expect(demo.lake.queryStats.pool.timedOut).toBe(1)
    // The worker it held was replaced: the next query is answered.
    expect(await visitorClient(demo).fetch('count(*[_type == "tag"]) > 0')).toBe(true)
  })

  it('is refused before it runs when its body is over the request-size limit (413)', async () => {
    const evaluated = demo.lake.queryStats.pool.evaluated
    const query = `*[_id in ${JSON.stringify(Array.from({ length: 30_000 }, (_, i) => `id-${i}`))}]`
    expect(query.length).toBeGreaterThan(256 * 1024)
    const response = await fetch(`${demo.url}/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: { type: 'httpPayloadTooLarge', description: expect.any(String) },
    })
    expect(demo.lake.queryStats.pool.evaluated).toBe(evaluated)
  })

  it('answers 404 for datasets that do not exist, and keeps nothing for their names', async () => {
    const held = demo.lake.store.loaded()
    for (let i = 0; i < 50; i++) {
      for (const path of [`query/made-up-${i}?query=*`, `doc/made-up-${i}/work-a`]) {
        const response = await fetch(`${demo.url}/v2025-02-19/data/${path}`)
        expect(response.status, path).toBe(404)
        expect((await response.json()).error.type).toBe('httpNotFound')
      }
    }
    expect(demo.lake.store.loaded()).toEqual(held)
  })
})

describe('bounds set for a lake', () => {
  let fixture: Fixture
  const lakes: RunningLake[] = []
  const lakeWith = async (queryLimits: LakeOptions['queryLimits']) => {
    const lake = await startLake(fixture, { queryLimits })
    lakes.push(lake)
    return lake
  }

  beforeAll(async () => {
    fixture = await createFixture()
  })
  afterAll(async () => {
    for (const lake of lakes) await lake.close()
    await fixture?.cleanup()
  })

  it('answers a query over the result-size limit with an error in Sanity’s shape', async () => {
    const lake = await lakeWith({ resultBytes: 2000 })
    expect(await visitorClient(lake).fetch('count(*)')).toBeGreaterThan(5)
    const response = await get(lake, '*')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { type: 'queryResultTooLarge', description: expect.stringContaining('2000 bytes') },
    })
    const error = await failure(visitorClient(lake).fetch('*'))
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('larger than 2000 bytes')
  })

  it('answers a query that takes more than the memory allowed, and replaces the worker', async () => {
    const lake = await lakeWith({ memoryMb: MEMORY_MB, timeMs: 60_000 })
    expect(await visitorClient(lake).fetch('count(*[_type == "tag"])')).toBe(2)
    // A million projections held at once while it runs: over the heap before any answer.
    const response = await get(lake, '*[]{"a":*[]{"b":*[]{"c":*[]{"d":*[]{"e":*[]{"f":*[]}}}}}}')
    expect(response.status).toBe(400)
    expect((await response.json()).error.type).toBe('queryMemoryLimit')
    expect(lake.lake.queryStats.pool.failed).toBe(1)
    expect(await visitorClient(lake).fetch('count(*[_type == "tag"])')).toBe(2)
  }, 60_000)

  it('refuses an answer far over the size limit without writing it, in the worker it ran in', async () => {
    const lake = await lakeWith({ memoryMb: MEMORY_MB, timeMs: 60_000 })
    // A hundred thousand projections fit the heap; their answer, 240 MB of JSON, does not.
    const response = await get(lake, '*[]{"a":*[]{"b":*[]{"c":*[]{"d":*[]{"e":*[]}}}}}')
    expect(response.status).toBe(400)
    expect((await response.json()).error.type).toBe('queryResultTooLarge')
    expect(lake.lake.queryStats.pool.failed).toBe(0)
  }, 60_000)

  it('keeps answers within the cache’s bytes, and gives a kept answer again without a worker', async () => {
    const lake = await lakeWith({ cacheBytes: 20_000 })
    const { cache, pool } = lake.lake.queryStats
    const query = '*[_type == "sanity.imageAsset"]{..., "n": $n}'
    for (let n = 0; n < 60; n++) {
      await visitorClient(lake).fetch(query, { n })
      expect(cache.bytes).toBeLessThanOrEqual(20_000)
    }
    expect(cache.entries).toBeGreaterThan(3)
    expect(cache.entries).toBeLessThan(60)
    const evaluated = pool.evaluated
    const hits = cache.hits
    await visitorClient(lake).fetch(query, { n: 59 })
    expect(cache.hits).toBe(hits + 1)
    expect(pool.evaluated).toBe(evaluated)
  })

  it('answers 503 with Retry-After when too many queries wait for a worker', async () => {
    const lake = await lakeWith({ workers: 1, queued: 1, timeMs: 500 })
    const slow = '*[]{"a":*[]{"b":*[]{"c":*[]{"d":*[]{"e":*[]}}}}}'
    const first = get(lake, slow)
    await new Promise((r) => setTimeout(r, 50))
    const second = get(lake, `${slow} `)
    await new Promise((r) => setTimeout(r, 50))
    const third = await get(lake, `${slow}  `)
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('1')
    expect((await third.json()).error.type).toBe('queryQueueFull')
    expect((await first).status).toBe(400)
    expect((await second).status).toBe(400)
    expect(lake.lake.queryStats.pool.refused).toBe(1)
  })
})
