// @vitest-environment node
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientError } from '@sanity/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startChildLake } from './child-lake.ts'
import { editorClient, visitorClient } from './clients.ts'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

// A lake in another process (`npm run lake`), killed with SIGKILL in the middle of writing:
// everything it acknowledged before must be there when the state is loaded again.
let fixture: Fixture
let child: ChildProcess | undefined
const running: RunningLake[] = []

beforeEach(async () => {
  fixture = await createFixture()
})

afterEach(async () => {
  child?.kill('SIGKILL')
  for (const lake of running.splice(0)) await lake.close()
  await fixture.cleanup()
})

/** Starts `lake/cli.ts` on a free port over the fixture; resolves its URL once it listens. */
async function startChild(): Promise<string> {
  const started = await startChildLake(fixture)
  child = started.child
  return started.url
}

/** A client for the child lake, as a local script: its token, read from the state dir. */
function childClient(url: string) {
  const token = readFileSync(join(fixture.stateDir, 'editor-token'), 'utf8').trim()
  return editorClient({ url, lake: { editorToken: token } } as RunningLake)
}

describe('a lake killed mid-write', () => {
  it('loses nothing it acknowledged, and loads cleanly', { timeout: 120_000 }, async () => {
    const client = childClient(await startChild())
    // Large documents keep each write busy long enough for the kill to land inside one.
    const filler = 'x'.repeat(400_000)
    const acknowledged = new Map<string, string>()
    let n = 0
    const writer = (async () => {
      for (;;) {
        const id = `crash-${n++}`
        const doc = await client.create({ _id: id, _type: 'tag', title: id, filler })
        acknowledged.set(id, doc._rev)
      }
    })().catch(() => 'stopped')
    while (acknowledged.size < 12) await new Promise((r) => setTimeout(r, 20))
    child?.kill('SIGKILL')
    expect(await writer).toBe('stopped')

    const lake = await startLake(fixture)
    running.push(lake)
    const found = await editorClient(lake).fetch<{ _id: string; _rev: string }[]>(
      '*[_id match "crash-*"]{_id, _rev}',
    )
    const revs = new Map(found.map((doc) => [doc._id, doc._rev]))
    for (const [id, rev] of acknowledged) expect(revs.get(id), id).toBe(rev)
    // At most the one write in flight may have landed without its answer.
    expect(found.length - acknowledged.size).toBeLessThanOrEqual(1)
    // And the lake that took over writes on.
    await editorClient(lake).create({ _id: 'after-crash', _type: 'tag', title: 'Fine' })
    expect(await visitorClient(lake).fetch('*[_id == "after-crash"][0].title')).toBe('Fine')
  })

  it('a second lake on the same state follows the writer’s edits and refuses to write itself', {
    timeout: 60_000,
  }, async () => {
    const writer = childClient(await startChild())
    const follower = await startLake(fixture)
    running.push(follower)
    expect(await visitorClient(follower).fetch('*[_id == "work-a"][0].title')).toBe('First project')
    await writer.patch('work-a').set({ title: 'From the other process' }).commit()
    expect(await visitorClient(follower).fetch('*[_id == "work-a"][0].title')).toBe(
      'From the other process',
    )
    const refused = await editorClient(follower)
      .patch('work-a')
      .set({ title: 'Here' })
      .commit()
      .catch((error: unknown) => error as ClientError)
    expect((refused as ClientError).statusCode).toBe(409)
    expect((refused as ClientError).message).toContain('Another content lake')
  })
})
