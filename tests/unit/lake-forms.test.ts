// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateSubmission } from '../../lake/forms.ts'
import { createFixture, type Fixture, type RunningLake, startLake } from './lake-fixture.ts'

let fixture: Fixture
let lake: RunningLake
let submissions: string

beforeAll(async () => {
  fixture = await createFixture()
  lake = await startLake(fixture)
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

describe('validateSubmission', () => {
  it('keeps only name and value of each field and the known context keys', () => {
    const result = validateSubmission(
      {
        fields: [{ name: 'email', value: 'a@b.co', extra: true }],
        context: { pageUri: '/x', other: 1 },
      },
      '1',
      'f',
    )
    expect(result).toEqual({
      portalId: '1',
      formId: 'f',
      fields: [{ name: 'email', value: 'a@b.co' }],
      context: { pageUri: '/x' },
    })
  })
})
