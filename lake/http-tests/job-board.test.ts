// @vitest-environment jsdom
// The job board embed runs in a browser on its own, so it carries its own copy of the
// site's link rule: these tests hold the two to the same answers on hostile apply links.
import { appendFile, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { safeHref } from '../../src/lib/safe-href.ts'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

const HOSTILE = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  '\u0001javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  '/careers/apply',
  '//evil.example/apply',
  'https:apply',
  'mailto:jobs@studio.example',
  'https://jobs.example/apply/9',
  '',
]

let fixture: Fixture
let lake: RunningLake

beforeAll(async () => {
  fixture = await createFixture()
  const now = '2025-01-01T00:00:00Z'
  const jobs = HOSTILE.map((applyUrl, i) =>
    JSON.stringify({
      _id: `hostile-${i}`,
      _type: 'jobOpening',
      _createdAt: now,
      _updatedAt: now,
      _rev: 'r',
      title: `Opening ${i}`,
      applyUrl,
    }),
  )
  // The fixture's file ends with a malformed line; the lake skips it.
  await appendFile(join(fixture.datasetDir, 'production.ndjson'), `${jobs.join('\n')}\n`)
  lake = await startLake(fixture)
})

afterAll(async () => {
  await lake?.close()
  await fixture?.cleanup()
})

async function renderBoard(): Promise<HTMLElement> {
  document.body.innerHTML = '<div id="grnhse_app"></div>'
  const source = await readFile(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'site-services', 'embeds', 'job-board.js'),
    'utf8',
  )
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    get: () => ({ src: `${lake.url}/lake/job-board.js` }),
  })
  try {
    new Function(source)()
  } finally {
    Reflect.deleteProperty(document, 'currentScript')
  }
  await (window as { Grnhse?: { Iframe: { load(): Promise<void> } } }).Grnhse?.Iframe.load()
  const app = document.getElementById('grnhse_app')
  if (!app) throw new Error('no board')
  return app
}

describe('job board apply links', () => {
  it('follow the site rule: hostile schemes are never linked, and are logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = await renderBoard()
    expect(app.dataset.state).toBe('ready')
    for (const [i, raw] of HOSTILE.entries()) {
      const item = [...app.querySelectorAll('li')].find((li) =>
        li.textContent?.startsWith(`Opening ${i}`),
      )
      expect(item, raw).toBeDefined()
      const link = item?.querySelector('a')
      // Linked exactly when the site would link it, to the same normalised URL.
      expect(link?.getAttribute('href') ?? null, JSON.stringify(raw)).toBe(safeHref(raw))
    }
    const hrefs = [...app.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')
    expect(hrefs.filter((h) => !/^(https?:\/\/|mailto:)/.test(h))).toEqual([])
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    // Every refused non-empty link was logged.
    const refused = HOSTILE.filter((raw) => raw !== '' && safeHref(raw) === null)
    expect(error).toHaveBeenCalledTimes(refused.length)
    error.mockRestore()
  })

  it('opens other sites in a new tab, and mail in the mail client', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = await renderBoard()
    const web = app.querySelector<HTMLAnchorElement>('a[href="https://jobs.example/apply/9"]')
    expect([web?.target, web?.rel]).toEqual(['_blank', 'noopener noreferrer'])
    const mail = app.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')
    expect(mail?.hasAttribute('target')).toBe(false)
    vi.restoreAllMocks()
  })
})
