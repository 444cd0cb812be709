// @vitest-environment node
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { editDraft, editorClient, publishDraft } from './clients.ts'
import { lakeForFile } from './running-lake.ts'

// What the Studio asks at boot and beside its edits, answered for the local editor only.
const STUDIO = 'http://localhost:3333'
const setup = lakeForFile()

beforeAll(async () => {
  const editor = editorClient(setup.lake)
  await editDraft(editor, 'work-b', { title: 'Edited' })
  await publishDraft(editor, 'work-b')
  await editDraft(editor, 'work-b', { title: 'Edited again' })
  await editor.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.work-b' })
})

const get = async (path: string, origin = STUDIO) => {
  const response = await fetch(`${setup.lake.url}/v2025-02-19${path}`, { headers: { origin } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the Studio at boot', () => {
  it('is signed in as an administrator, with every grant, only from its origin', async () => {
    expect((await get('/users/me')).body).toMatchObject({
      id: 'local-editor',
      roles: [{ name: 'administrator' }],
    })
    const grants = (await get('/projects/studiodemo/datasets/production/acl')).body as unknown as {
      permissions: string[]
    }[]
    expect(grants[0]?.permissions).toEqual(
      expect.arrayContaining(['read', 'create', 'update', 'history']),
    )
    expect((await get('/users/me', 'https://evil.example')).body).toEqual({})
    const visitorGrants = (
      await get('/projects/studiodemo/datasets/production/acl', 'https://evil.example')
    ).body as unknown as { permissions: string[] }[]
    expect(visitorGrants.flatMap((g) => g.permissions)).toEqual(['read'])
  })

  it('reports the hosted features off, the project and its one dataset', async () => {
    expect((await get('/features')).body).toEqual([])
    expect((await get('/projects/studiodemo')).body).toMatchObject({ id: 'studiodemo' })
    expect((await get('/projects/studiodemo/datasets')).body).toEqual([
      { name: 'production', aclMode: 'public' },
    ])
    expect(
      (await get('/projects/studiodemo/datasets?datasetProfile=comments&addonFor=production')).body,
    ).toEqual([])
    expect((await get('/intake/telemetry-status')).body).toEqual({ status: 'denied' })
  })

  it('keeps the Studio’s UI state while it runs', async () => {
    const put = await fetch(`${setup.lake.url}/v2025-02-19/users/me/keyvalue`, {
      method: 'PUT',
      headers: { origin: STUDIO, 'content-type': 'application/json' },
      body: JSON.stringify([{ key: 'studio.pane', value: { width: 320 } }]),
    })
    expect(put.status).toBe(200)
    expect((await get('/users/me/keyvalue/studio.pane,other')).body).toEqual([
      { key: 'studio.pane', value: { width: 320 } },
      { key: 'other', value: null },
    ])
  })

  it('completes the schema descriptor sync at once', async () => {
    const response = await fetch(`${setup.lake.url}/v2025-02-19/descriptors/claim`, {
      method: 'POST',
      headers: { origin: STUDIO, 'content-type': 'application/json' },
      body: '{"descriptorId":"x"}',
    })
    expect(await response.json()).toEqual({ synchronization: { type: 'complete' } })
  })

  it('says it is a setup.lake, and whom it lets edit', async () => {
    const response = await fetch(`${setup.lake.url}/lake/status.json`)
    expect(await response.json()).toEqual({
      lake: true,
      studioOrigins: expect.arrayContaining([STUDIO]),
    })
  })
})

describe('document events (the History panel)', () => {
  it('lists the draft’s history: created, published, created, discarded, newest first', async () => {
    const { body } = await get('/data/history/production/events/documents/drafts.work-b?limit=100')
    const events = (body.events as Record<string, { type: string; versionRevisionId?: string }[]>)[
      'drafts.work-b'
    ]
    expect(events?.map((e) => e.type)).toEqual([
      'deleteDocumentVersion',
      'createDocumentVersion',
      'publishDocumentVersion',
      'createDocumentVersion',
    ])
    expect(body.nextCursor).toBe('')
    // Each names a draft revision the Studio can open.
    for (const event of events ?? []) {
      const at = await get(
        `/data/history/production/documents/drafts.work-b?revision=${event.versionRevisionId}`,
      )
      expect((at.body.documents as unknown[]).length).toBe(1)
    }
  })

  it('lists the published document’s history back to the export, in pages', async () => {
    const { body } = await get('/data/history/production/events/documents/work-b?limit=2')
    const events =
      (body.events as Record<string, { type: string; revisionId?: string }[]>)['work-b'] ?? []
    expect(events.map((e) => e.type)).toEqual(['deleteDocumentVersion', 'createDocumentVersion'])
    const next = await get(
      `/data/history/production/events/documents/work-b?limit=10&nextCursor=${body.nextCursor}`,
    )
    const older =
      (next.body.events as Record<string, { type: string; revisionId?: string }[]>)['work-b'] ?? []
    expect(older.map((e) => e.type)).toEqual([
      'publishDocumentVersion',
      'createDocumentVersion',
      'publishDocumentVersion',
    ])
    expect(older.at(-1)?.revisionId).toBe('r1')
  })

  it('is the editor’s only', async () => {
    expect(
      (await get('/data/history/production/events/documents/work-b', 'https://evil.example'))
        .status,
    ).toBe(401)
  })
})

/** A WebSocket handshake to the presence path; resolves the status line of the answer. */
function handshake(origin: string): Promise<string> {
  return new Promise((done, fail) => {
    const req = request(`${setup.lake.url}/v2022-06-30/socket/production?tag=sanity.studio`, {
      headers: {
        origin,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
    req.on('upgrade', (response, socket) => {
      socket.destroy()
      done(`${response.statusCode} ${response.headers['sec-websocket-accept']}`)
    })
    req.on('response', (response) => done(String(response.statusCode)))
    req.on('error', fail)
    req.end()
  })
}

describe('presence socket', () => {
  it('is accepted for the Studio (and kept quiet), refused to any other origin', async () => {
    expect(await handshake(STUDIO)).toBe('101 s3pPLMBiTxaQ9kYGzzhZRbK+xOo=')
    expect(await handshake('https://evil.example')).toBe('403')
  })
})
