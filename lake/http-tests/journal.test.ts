// @vitest-environment node
import { createHash } from 'node:crypto'
import { appendFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exportDataset, resetEdits } from '../store/edits.ts'
import { lockPath } from '../store/store.ts'
import { editorClient, visitorClient } from './clients.ts'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

// Nothing lost: edits go to an append-only journal beside the committed dataset, replayed
// over it at start; the dataset's own files are never written.
let fixture: Fixture
const running: RunningLake[] = []

beforeEach(async () => {
  fixture = await createFixture()
})

afterEach(async () => {
  for (const lake of running.splice(0)) await lake.close()
  await fixture.cleanup()
})

async function start(): Promise<RunningLake> {
  const lake = await startLake(fixture)
  running.push(lake)
  return lake
}

async function restart(lake: RunningLake): Promise<RunningLake> {
  await lake.close()
  running.splice(running.indexOf(lake), 1)
  return start()
}

/** Every file of the committed dataset, by content. */
function datasetDigest(dir: string): string {
  const hash = createHash('sha1')
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name)
      if (statSync(path).isDirectory()) walk(path)
      else hash.update(name).update(readFileSync(path))
    }
  }
  walk(dir)
  return hash.digest('hex')
}

const journal = () => join(fixture.stateDir, 'edits', 'production.ndjson')

describe('edits across a restart', () => {
  it('keeps every committed edit, upload and revision, and never writes the dataset files', async () => {
    const digest = datasetDigest(fixture.datasetDir)
    let lake = await start()
    const editor = editorClient(lake)
    await editor.patch('work-a').set({ title: 'Renamed' }).commit()
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.work-b',
      publishedId: 'work-b',
      patch: { set: { client: 'Draft client' } },
    })
    const picture = await sharp({
      create: { width: 90, height: 60, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer()
    const asset = await editor.assets.upload('image', picture)
    await editor.delete('tag-film')
    const before = await editor.fetch('*', {}, { perspective: 'raw' })

    lake = await restart(lake)
    const after = await editorClient(lake).fetch('*', {}, { perspective: 'raw' })
    expect(after).toEqual(before)
    expect(await visitorClient(lake).fetch('*[_id == "work-a"][0].title')).toBe('Renamed')
    const image = await fetch(
      `${lake.url}/images/studiodemo/production/${asset.sha1hash}-90x60.png?w=30`,
    )
    expect(image.status).toBe(200)
    const history = await fetch(
      `${lake.url}/v2025-02-19/data/history/production/transactions/work-a`,
      {
        headers: { authorization: `Bearer ${lake.lake.editorToken}` },
      },
    )
    expect((await history.text()).trim().split('\n')).toHaveLength(2)
    expect(datasetDigest(fixture.datasetDir)).toBe(digest)
  })

  it('ignores a torn last line, and the next edit starts a clean line', async () => {
    let lake = await start()
    await editorClient(lake).patch('work-a').set({ title: 'Kept' }).commit()
    await lake.close()
    running.splice(0)
    // A crash in the middle of writing the next transaction.
    appendFileSync(
      journal(),
      '{"id":"torn","timestamp":"2026-01-01T00:00:00Z","docs":[{"id":"work-a","doc":{"_id":"wor',
    )

    lake = await start()
    expect(await visitorClient(lake).fetch('*[_id == "work-a"][0].title')).toBe('Kept')
    await editorClient(lake).patch('work-b').set({ title: 'After the tear' }).commit()
    lake = await restart(lake)
    expect(
      await visitorClient(lake).fetch('*[_id in ["work-a", "work-b"]] | order(_id).title'),
    ).toEqual(['Kept', 'After the tear'])
    const lines = readFileSync(journal(), 'utf8').split('\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(0, -1).every((line) => JSON.parse(line).id !== 'torn')).toBe(true)
  })

  it('skips a line that is not a transaction, and keeps the ones around it', async () => {
    let lake = await start()
    await editorClient(lake).patch('work-a').set({ client: 'One' }).commit()
    appendFileSync(journal(), 'not json at all\n')
    await lake.close()
    running.splice(0)
    lake = await start()
    await editorClient(lake).patch('work-a').set({ order: 7 }).commit()
    lake = await restart(lake)
    expect(await visitorClient(lake).fetch('*[_id == "work-a"][0]{client, order}')).toEqual({
      client: 'One',
      order: 7,
    })
  })
})

describe('reset and export', () => {
  it('--reset returns to the demo content, and is refused while another lake writes', async () => {
    const lake = await start()
    await editorClient(lake).patch('work-a').set({ title: 'Edited' }).commit()
    // This process holds the lock; a lock naming another live process (pid 1) blocks the reset.
    writeFileSync(lockPath(fixture.stateDir), '1')
    expect(() => resetEdits(fixture.stateDir)).toThrow(/process 1/)
    await lake.close()
    running.splice(0)
    writeFileSync(lockPath(fixture.stateDir), '999999999')
    resetEdits(fixture.stateDir)
    const fresh = await start()
    expect(await visitorClient(fresh).fetch('*[_id == "work-a"][0].title')).toBe('First project')
  })

  it('exports the edited dataset in the format `sanity dataset import` reads', async () => {
    const lake = await start()
    const editor = editorClient(lake)
    await editor.patch('work-a').set({ title: 'Exported title' }).commit()
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#e76f51' },
    })
      .png()
      .toBuffer()
    const asset = await editor.assets.upload('image', picture)
    await editor
      .patch('work-b')
      .set({
        featureImage: {
          _type: 'image',
          asset: { _type: 'reference', _ref: asset._id },
          alt: 'Orange',
        },
      })
      .commit()
    const out = join(fixture.dir, 'export.ndjson')
    const count = await exportDataset({ ...fixture, dataset: 'production', out })
    const docs = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(docs).toHaveLength(count)
    expect(docs.some((doc) => String(doc._type).startsWith('sanity.'))).toBe(false)
    expect(docs.find((doc) => doc._id === 'work-a').title).toBe('Exported title')
    expect(docs.some((doc) => doc._id === 'drafts.work-a')).toBe(true)
    const image = docs.find((doc) => doc._id === 'work-b').featureImage
    expect(image).toMatchObject({ _type: 'image', alt: 'Orange' })
    expect(image.asset).toBeUndefined()
    const [kind, url] = String(image._sanityAsset).split('@')
    expect(kind).toBe('image')
    expect(readFileSync(fileURLToPath(String(url)))).toEqual(picture)
    expect(JSON.stringify(docs)).not.toMatch(/"_ref":"(image|file)-/)
  })
})
