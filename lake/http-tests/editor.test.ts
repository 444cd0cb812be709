// @vitest-environment node
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

// Only the editor writes: a request from the loopback interface and from the Studio's
// origin (or a local script with the token). Everyone else reads published content.
const STUDIO = 'http://localhost:3333'

/** This machine's first address that is not loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((net) => net && net.family === 'IPv4' && !net.internal)?.address

describe('over the network', () => {
  let fixture: Fixture
  let lake: RunningLake

  beforeAll(async () => {
    fixture = await createFixture()
    lake = await startLake(fixture, {}, '0.0.0.0')
  })

  afterAll(async () => {
    await lake?.close()
    await fixture?.cleanup()
  })

  const mutate = (host: string, headers: Record<string, string>) =>
    fetch(`http://${host}:${lake.port}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        mutations: [{ patch: { id: 'work-a', set: { title: 'Hijacked' } } }],
      }),
    })

  it('refuses a write from another origin on loopback, and answers CORS without credentials', async () => {
    const response = await mutate('127.0.0.1', { origin: 'https://evil.example' })
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it.skipIf(!outside)(
    'refuses a write that arrives on a non-loopback address, token or not',
    async () => {
      const response = await mutate(String(outside), {
        origin: STUDIO,
        authorization: `Bearer ${lake.lake.editorToken}`,
      })
      expect(response.status).toBe(401)
      expect(
        ((await response.json()) as { error: { description: string } }).error.description,
      ).toMatch(/loopback/)
      const users = await fetch(`http://${outside}:${lake.port}/v2025-02-19/users/me`, {
        headers: { origin: STUDIO },
      })
      expect(await users.json()).toEqual({})
      const title = await fetch(
        `http://127.0.0.1:${lake.port}/v2025-02-19/data/query/production?query=*[_id=="work-a"][0].title`,
      )
      expect(((await title.json()) as { result: string }).result).toBe('First project')
    },
  )

  it('answers the Studio on loopback as the signed-in administrator', async () => {
    const me = await fetch(`http://127.0.0.1:${lake.port}/v2025-02-19/users/me`, {
      headers: { origin: STUDIO },
    })
    expect(me.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(me.headers.get('access-control-allow-credentials')).toBe('true')
    expect(await me.json()).toMatchObject({
      id: 'local-editor',
      roles: [{ name: 'administrator' }],
    })
    const ok = await mutate('127.0.0.1', { origin: STUDIO })
    expect(ok.status).toBe(200)
  })
})
