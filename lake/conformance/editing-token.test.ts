import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeDirs, type SuiteDirs } from './dataset.ts'
import { type ChildLake, startStandaloneLake } from './lake-under-test.ts'
import { openStream, send } from './raw-http.ts'
import { API, lakeForFile, STUDIO_ORIGIN } from './setup.ts'

// Issue 42, point 4: editing needs the token, always. An allowed Studio `Origin` is still
// checked (for the browser's sake) but no longer enough: a request that carries only the
// Origin can neither write nor read a draft, and the refusal says what to do. The standalone
// lake also refuses a `Host` that is not its own (DNS rebinding).
const suite = lakeForFile()

const fromStudio = (extra: Record<string, string> = {}) => ({ origin: STUDIO_ORIGIN, ...extra })
const json = { 'content-type': 'application/json' }
const create = (id: string) =>
  JSON.stringify({ mutations: [{ create: { _id: id, _type: 'note' } }] })

/** The status a request gets; a stream (live events) is closed as soon as it answers. */
async function statusOf(
  path: string,
  options: { method: string; headers: Record<string, string>; body?: string },
) {
  const stream = await openStream(suite.api(path), options)
  stream.close()
  return stream.status
}

describe('4. a Studio Origin without the token', () => {
  it('can neither write nor read drafts or history, anywhere', async () => {
    const draftsQuery = `query=${encodeURIComponent('*[_id == "drafts.page-1"]')}&perspective=drafts`
    const discard = JSON.stringify({
      actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.page-1' }],
    })
    const asked: [string, string, Record<string, string>, string?][] = [
      ['POST', '/data/mutate/production', fromStudio(json), create('by-origin')],
      ['POST', '/data/actions/production', fromStudio(json), discard],
      ['GET', `/data/query/production?${draftsQuery}`, fromStudio()],
      ['GET', '/data/history/production/documents/drafts.page-1?lastRevision=true', fromStudio()],
      ['GET', '/data/live/events/production?includeDrafts=true', fromStudio()],
      [
        'POST',
        '/assets/files/production?filename=a.txt',
        fromStudio({ 'content-type': 'text/plain' }),
        'a file',
      ],
      ['GET', '/users/me/keyvalue/some.key', fromStudio()],
    ]
    const statuses: Record<string, number> = {}
    for (const [method, path, headers, body] of asked) {
      statuses[`${method} ${path}`] = await statusOf(path, { method, headers, body })
    }
    expect(statuses).toEqual(Object.fromEntries(asked.map(([m, path]) => [`${m} ${path}`, 401])))
    const doc = await send(suite.api('/data/doc/production/drafts.page-1'), {
      headers: fromStudio(),
    })
    expect(doc.json()).toEqual({
      documents: [],
      omitted: [{ id: 'drafts.page-1', reason: 'permission' }],
    })
    const me = await send(suite.api('/users/me'), { headers: fromStudio() })
    expect(me.json()).not.toHaveProperty('id')
    expect(await suite.editor().getDocument('drafts.page-1')).toBeDefined()
    expect(await suite.editor().getDocument('by-origin')).toBeUndefined()
  })

  it('is refused with a message that says how the Studio gets the token', async () => {
    const answer = await send(suite.api('/data/mutate/production'), {
      method: 'POST',
      headers: fromStudio(json),
      body: create('by-origin-2'),
    })
    expect(answer.status).toBe(401)
    expect(answer.json()).toMatchObject({
      error: {
        type: expect.any(String),
        description: expect.stringMatching(/npm run studio|editor-token/),
      },
    })
  })
})

describe('4. the token', () => {
  const withToken = (origin?: string) => ({
    authorization: `Bearer ${suite.lake.token}`,
    ...json,
    ...(origin ? { origin } : {}),
  })

  it('lets the Studio edit from its origin, and CORS names that origin with credentials', async () => {
    const answer = await send(suite.api('/data/mutate/production'), {
      method: 'POST',
      headers: withToken(STUDIO_ORIGIN),
      body: create('by-studio'),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN)
    expect(answer.headers['access-control-allow-credentials']).toBe('true')
  })

  it('lets a local script edit (no Origin)', async () => {
    const body = JSON.stringify({
      mutations: [{ createOrReplace: { _id: 'by-script', _type: 'note' } }],
    })
    expect(
      (
        await send(suite.api('/data/mutate/production'), {
          method: 'POST',
          headers: withToken(),
          body,
        })
      ).status,
    ).toBe(200)
  })

  it('is still refused from an origin that is not a Studio’s, naming the setting that allows one', async () => {
    const answer = await send(suite.api('/data/mutate/production'), {
      method: 'POST',
      headers: withToken('http://localhost:5317'),
      body: create('by-other-origin'),
    })
    expect(answer.status).toBe(401)
    expect(answer.text).toMatch(/LAKE_STUDIO_ORIGINS/)
  })
})

describe('4. the standalone lake and DNS rebinding', () => {
  let dirs: SuiteDirs
  let lake: ChildLake
  beforeAll(async () => {
    dirs = await makeDirs()
    lake = await startStandaloneLake(dirs)
  })
  afterAll(async () => {
    await lake?.stop()
    await dirs?.remove()
  })
  const query = () =>
    `${lake.url}/${API}/data/query/production?query=${encodeURIComponent('count(*)')}`

  it('refuses a Host that is not its own, saying which', async () => {
    const answer = await send(query(), {
      headers: { host: `rebound.attacker.example:${lake.port}` },
    })
    expect([403, 421]).toContain(answer.status)
    expect(answer.text).toMatch(/rebound\.attacker\.example/)
  })

  it('answers its own names', async () => {
    for (const host of [`localhost:${lake.port}`, `127.0.0.1:${lake.port}`]) {
      expect([host, (await send(query(), { headers: { host } })).status]).toEqual([host, 200])
    }
  })
})
