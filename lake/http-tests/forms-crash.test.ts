// @vitest-environment node
import { appendFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ChildLake, startChildLake } from './child-lake.ts'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

// A lake in another process taking submissions as fast as it is sent them, killed with
// SIGKILL: every submission it thanked the visitor for must be in the log afterwards.
let fixture: Fixture
let child: ChildLake | undefined
let after: RunningLake | undefined

beforeEach(async () => {
  fixture = await createFixture()
})

afterEach(async () => {
  child?.child.kill('SIGKILL')
  await after?.close()
  await fixture.cleanup()
})

/** A submission near the 64 KB cap, so each write takes a while; its address names it. */
const submission = (n: number) =>
  JSON.stringify({
    fields: [
      { name: 'email', value: `visitor-${n}@example.com` },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `note${i}`, value: 'x'.repeat(4900) })),
    ],
  })

const post = (url: string, n: number) =>
  fetch(`${url}/lake/forms/submit/4820177/studio-contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: submission(n),
  })

const emails = (text: string) =>
  text
    .split('\n')
    .slice(0, -1) // the last piece: empty, or a line the kill tore
    .map((line) => (JSON.parse(line) as { fields: { value: string }[] }).fields[0]?.value)

describe('submissions and a crash', () => {
  it('loses none it acknowledged when killed, and the next lake appends cleanly', {
    timeout: 120_000,
  }, async () => {
    child = await startChildLake(fixture, { LAKE_FORMS_PER_MINUTE: '1000000' })
    const url = child.url
    const thanked = new Set<string>()
    let next = 0
    // Four visitors at once, so the kill finds some submissions on their way.
    const visitors = Array.from({ length: 4 }, async () => {
      for (;;) {
        const n = next++
        const response = await post(url, n)
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`)
        thanked.add(`visitor-${n}@example.com`)
      }
    })
    const stopped = Promise.allSettled(visitors)
    while (thanked.size < 40) await new Promise((r) => setTimeout(r, 10))
    child.child.kill('SIGKILL')
    await stopped
    expect(await child.exited).toBe('SIGKILL')

    const log = join(fixture.stateDir, 'submissions.ndjson')
    const logged = new Set(emails(readFileSync(log, 'utf8')))
    for (const email of thanked) expect(logged.has(email), email).toBe(true)
    // At most the submissions on their way (one per visitor) landed without their answer.
    expect(logged.size - thanked.size).toBeLessThanOrEqual(4)

    // A crash in the middle of a write leaves a torn last line: the next lake cuts it off.
    appendFileSync(log, '{"receivedAt":"2026-')
    after = await startLake(fixture)
    expect((await post(after.url, 9999)).status).toBe(200)
    const text = readFileSync(log, 'utf8')
    expect(text.endsWith('\n')).toBe(true)
    const again = emails(text)
    expect(again).toEqual([...logged, 'visitor-9999@example.com'])
  })
})
