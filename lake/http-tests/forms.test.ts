// @vitest-environment node
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

let fixture: Fixture
let lake: RunningLake
let submissions: string

beforeAll(async () => {
  fixture = await createFixture()
  // These tests send more than a visitor may in a minute: the limit has tests of its own.
  lake = await startLake(fixture, { formLimits: { perMinute: 1000 } })
  submissions = join(fixture.stateDir, 'submissions.ndjson')
})

afterAll(async () => {
  await lake?.close()
  await fixture?.cleanup()
})

const lines = async () =>
  (await readFile(submissions, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

const post = (body: string, path = '/lake/forms/submit/4820177/studio-contact') =>
  fetch(`${lake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })

const valid = {
  portalId: '4820177',
  formId: 'studio-contact',
  fields: [
    { name: 'firstname', value: 'Ada' },
    { name: 'email', value: 'ada@example.com' },
    { name: 'message', value: 'Hello' },
  ],
  context: { pageUri: 'http://localhost:5317/contact', pageName: 'Contact' },
}

describe('form submissions', () => {
  it('persists a valid submission as one NDJSON line and thanks the visitor', async () => {
    const response = await post(JSON.stringify(valid))
    expect(response.status).toBe(200)
    expect((await response.json()).inlineMessage).toMatch(/^Thanks/)
    const saved = await lines()
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({
      portalId: '4820177',
      formId: 'studio-contact',
      fields: valid.fields,
      context: valid.context,
    })
    expect(Number.isNaN(Date.parse(saved[0].receivedAt))).toBe(false)
  })

  it('keeps every line of concurrent submissions', async () => {
    const before = (await lines()).length
    await Promise.all(Array.from({ length: 8 }, () => post(JSON.stringify(valid))))
    expect((await lines()).length).toBe(before + 8)
  })

  it('refuses malformed submissions with 400 and a message, and persists none of them', async () => {
    const before = (await lines()).length
    const bad = [
      '{"fields": ',
      '[]',
      JSON.stringify({ fields: 'email=a@b.co' }),
      JSON.stringify({ fields: [{ name: 'email', value: 42 }] }),
      JSON.stringify({ fields: [{ name: 'firstname', value: 'Ada' }] }),
      JSON.stringify({ fields: [{ name: 'email', value: 'not-an-email' }] }),
      JSON.stringify({
        ...valid,
        fields: [...valid.fields, { name: 'x', value: 'y'.repeat(5001) }],
      }),
      JSON.stringify({ ...valid, portalId: '999' }),
    ]
    for (const body of bad) {
      const response = await post(body)
      expect(response.status, body.slice(0, 60)).toBe(400)
      const answer = await response.json()
      expect(answer.status).toBe('error')
      expect(answer.message.length).toBeGreaterThan(5)
    }
    expect((await lines()).length).toBe(before)
  })

  it('refuses a body over 64 KB with 413', async () => {
    const huge = JSON.stringify({ ...valid, padding: 'x'.repeat(70 * 1024) })
    const response = await post(huge)
    expect(response.status).toBe(413)
    expect((await response.json()).status).toBe('error')
  })

  it('refuses GET on the submit path', async () => {
    const response = await fetch(`${lake.url}/lake/forms/submit/4820177/studio-contact`)
    expect(response.status).toBe(405)
  })
})

describe('form submission limits', () => {
  /** A lake of its own (its own log) with these form limits, for one test. */
  async function limitedLake(formLimits: { perMinute?: number; logBytes?: number }) {
    const own = await createFixture()
    const running = await startLake(own, { formLimits })
    const log = join(own.stateDir, 'submissions.ndjson')
    const send = (headers: Record<string, string> = {}, body = JSON.stringify(valid)) =>
      fetch(`${running.url}/lake/forms/submit/4820177/studio-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
    const count = async () =>
      (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean).length
    const close = async () => {
      await running.close()
      await own.cleanup()
    }
    return { running, log, send, count, close }
  }

  it('throttles a flood from one address: a few a minute, then 429 with Retry-After', async () => {
    const lake = await limitedLake({ perMinute: 5 })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 30; i++) {
        const response = await lake.send()
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          expect((await response.json()).status).toBe('error')
        }
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
      expect(await lake.count()).toBe(5)
    } finally {
      await lake.close()
    }
  })

  it("refuses a submission from another site's page, and takes one from its own", async () => {
    const lake = await limitedLake({})
    try {
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
        const refused = await lake.send({ origin })
        expect(refused.status, origin).toBe(403)
        expect((await refused.json()).message).toMatch(/this site only/)
      }
      expect(await lake.count()).toBe(0)
      const own = await lake.send({ origin: lake.running.url })
      expect(own.status).toBe(200)
      expect(await lake.count()).toBe(1)
    } finally {
      await lake.close()
    }
  })

  it('stops taking submissions when the log reaches its cap, and keeps the log as it was', async () => {
    const line = JSON.stringify({ receivedAt: new Date().toISOString(), ...valid }).length + 1
    const lake = await limitedLake({ perMinute: 1000, logBytes: line * 3 + 10 })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push((await lake.send()).status)
      expect(statuses).toEqual([200, 200, 200, 507, 507])
      expect(await lake.count()).toBe(3)
      expect((await stat(lake.log)).size).toBeLessThanOrEqual(line * 3 + 10)
    } finally {
      await lake.close()
    }
  })
})
